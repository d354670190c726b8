import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk by default; an S3-compatible store implements the same. */
export interface FileStore {
  /** Moves a finished, checked temp file into the store under `key`. */
  put(key: string, tempPath: string, mimeType: string): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Every stored key, for the sweep that removes bytes no row refers to. */
  list(): AsyncIterable<string>;
  /** When the object was written; null when there is none. */
  modifiedAt(key: string): Promise<Date | null>;
  /** Whether the store is this instance's own (a local folder) or shared by several instances. */
  readonly shared: boolean;
}
