import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore as TusFileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { FileStoreSettings } from '../../config-stores';
import { PRIVATE_DIR_MODE } from '../../storage/private-modes';

/** How long an upload may take from its creation (ARCHITECTURE.md §4 "Resumable uploads"). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the bytes of resumable uploads wait until a hand-in uses them: a folder under DATA_DIR
 * beside the app's files, or the bucket (under `uploads/`) when the app keeps its files in S3,
 * so any instance can take the next PATCH.
 */
export interface UploadStore {
  readonly datastore: DataStore;
  /** The bytes of an upload (the caller checks that it is finished). */
  read(id: string): Promise<Readable>;
  /** Removes the upload, finished or not; nothing happens when there is none. */
  remove(id: string): Promise<void>;
  /** Removes uploads created before `now` minus the expiry; answers their ids. */
  sweep(now: Date): Promise<string[]>;
  close(): void;
}

export async function createUploadStore(
  settings: FileStoreSettings,
  dataDir: string,
  tempDir: string,
): Promise<UploadStore> {
  if (settings.kind === 's3') {
    const { S3ChunkStore } = await import('./s3-chunk-store');
    const store = new S3ChunkStore(settings, tempDir, UPLOAD_EXPIRY_MS);
    return {
      datastore: store,
      read: (id) => store.read(id),
      remove: (id) => store.remove(id),
      async sweep(now) {
        const removed: string[] = [];
        for await (const upload of store.list()) {
          if (upload.createdAt.getTime() + UPLOAD_EXPIRY_MS < now.getTime()) {
            await store.remove(upload.id);
            removed.push(upload.id);
          }
        }
        return removed;
      },
      close: () => store.close(),
    };
  }
  const directory = path.join(dataDir, 'uploads');
  // Private like the rest of DATA_DIR (storage/private-modes.ts), before tus makes it with its own mode.
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
  const store = new TusFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const remove = async (id: string) => {
    await store.remove(id).catch(() => undefined);
  };
  return {
    datastore: store,
    read: async (id) => createReadStream(path.join(directory, id)),
    remove,
    async sweep(now) {
      // Each upload has `<id>.json` beside its bytes, with its creation time.
      const names = await readdir(directory).catch(() => [] as string[]);
      const removed: string[] = [];
      for (const name of names.filter((entry) => entry.endsWith('.json'))) {
        const id = name.slice(0, -'.json'.length);
        const info = JSON.parse(await readFile(path.join(directory, name), 'utf8').catch(() => '{}')) as {
          creation_date?: string;
        };
        const created = info.creation_date ? Date.parse(info.creation_date) : 0;
        if (created + UPLOAD_EXPIRY_MS < now.getTime()) {
          await remove(id);
          removed.push(id);
        }
      }
      return removed;
    },
    close: () => undefined,
  };
}
