import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk by default; an S3-compatible store implements the same. */
export interface FileStore {
  /** Moves a finished, checked temp file into the store under `key`. */
  put(key: string, tempPath: string, mimeType: string): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}
