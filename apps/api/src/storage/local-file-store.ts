import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStoreUnavailableError, type FileStore, type StoredObject } from './file-store';
import { PRIVATE_DIR_MODE } from './private-modes';

/** fsync of a file or a folder (a folder's entry list holds a rename). */
async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Files under `root`, fanned out by the key's first two characters so no folder grows huge. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly shared = false;

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  /**
   * The bytes and the new name are flushed to disk before this resolves: the row that names the
   * file is committed next, and a power cut must not leave that row pointing at nothing.
   */
  async put(key: string, tempPath: string): Promise<void> {
    const target = this.pathOf(key);
    // The file keeps the private mode its temp file was made with (plugins/multipart.ts).
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    await syncPath(tempPath);
    await rename(tempPath, target);
    await syncPath(path.dirname(target));
  }

  /**
   * Copied beside the target under a key of its own, flushed, then renamed: a reader never sees
   * half a copy, and one cut off by a crash is a stray key the sweep removes (files/sweep.ts).
   */
  async copy(from: string, to: string): Promise<void> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temp = this.pathOf(`${to}-copying`);
    try {
      await copyFile(source, temp, constants.COPYFILE_EXCL);
      await syncPath(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncPath(path.dirname(target));
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file);
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    let folders: string[];
    try {
      folders = await readdir(this.root);
    } catch {
      return;
    }
    for (const folder of folders) {
      const entries = await readdir(path.join(this.root, folder), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) if (entry.isFile()) yield entry.name;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info ? { size: info.size, modifiedAt: info.mtime } : null;
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true, mode: PRIVATE_DIR_MODE });
      await access(this.root, constants.R_OK | constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new FileStoreUnavailableError(`DATA_DIR: cannot write uploaded files to ${this.root} (${code})`);
    }
  }

  async close(): Promise<void> {}
}
