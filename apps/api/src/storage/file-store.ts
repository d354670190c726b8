import type { Readable } from 'node:stream';

/** What the store knows of one object. */
export interface StoredObject {
  size: number;
  /** When the object was written. */
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live: a local folder (`LocalFileStore`, the default) or an S3-compatible
 * bucket (`S3FileStore`, FILE_STORE=s3). Keys are random URL-safe strings chosen by the caller
 * (`[A-Za-z0-9_-]+`); the original file name and type live in the `files` row, not here.
 * Both stores write whole objects only: a reader never sees half a file.
 */
export interface FileStore {
  /** What GET /api/health reports. */
  readonly kind: 'local' | 's3';
  /** Whether the store is this instance's own (a local folder) or shared by several instances. */
  readonly shared: boolean;
  /** Moves a finished, checked temp file into the store under `key` (the temp file is gone afterwards). */
  put(key: string, tempPath: string, mimeType: string): Promise<void>;
  /**
   * A second, independent object `to` with the bytes of `from` (a copied task's file): removing
   * either later leaves the other whole. Rejects when `from` does not exist.
   */
  copy(from: string, to: string): Promise<void>;
  /** The object's bytes as a stream; rejects when there is no such object. */
  read(key: string): Promise<Readable>;
  /** Removes the object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Every stored key, in no particular order (the sweep compares them with the rows). */
  list(): AsyncIterable<string>;
  /** Size and write time of the object; null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Resolves when the store can be read and written; rejects with a message naming the setting at fault. */
  check(): Promise<void>;
  /** Stops what is still under way (an upload cut off by shutdown) and lets go of connections. */
  close(): Promise<void>;
}

/** A store that cannot be used: the message names the setting to look at. */
export class FileStoreUnavailableError extends Error {}
