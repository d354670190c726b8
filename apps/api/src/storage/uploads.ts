import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A checked upload waiting in the temp folder until a service keeps or drops it. */
export interface PendingUpload {
  tempPath: string;
  originalName: string;
  mimeType: string;
  size: number;
}

/** Drops a temp upload that was not kept; harmless when it was (the store moved it away). */
export async function discardUpload(upload: PendingUpload | null | undefined): Promise<void> {
  if (upload) await rm(upload.tempPath, { force: true });
}

/** Removes `.part` files an interrupted upload left in the temp folder; answers their names. */
export async function removeStaleTempFiles(tempDir: string, olderThan: Date): Promise<string[]> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.part'))) {
    const file = path.join(tempDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < olderThan) {
      await rm(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}
