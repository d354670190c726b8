import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Checked } from './manifest';

/** The size and SHA-256 of bytes held in memory. */
export function checksum(body: Buffer): Checked {
  return { size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
}

/**
 * Writes a .tar.gz entry by entry, waiting on each so a slow disk holds back the reading instead
 * of filling memory. Every entry's size and SHA-256 come back for the manifest.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;

  constructor(outFile: string) {
    this.written = pipeline(this.pack, createGzip({ level: 6 }), createWriteStream(outFile, { mode: 0o600 }));
    // A failed write surfaces through the next add() or finish(); it must not go unhandled meanwhile.
    this.written.catch(() => undefined);
  }

  /** Waits for an entry, or fails as soon as the output does. */
  private settle(entry: Promise<void>): Promise<void> {
    return Promise.race([entry, this.written.then(() => new Promise<void>(() => undefined))]);
  }

  async addBuffer(name: string, body: Buffer): Promise<Checked> {
    await this.settle(
      new Promise((resolve, reject) =>
        this.pack.entry({ name, size: body.length, mode: 0o600 }, body, (error) => (error ? reject(error) : resolve())),
      ),
    );
    return checksum(body);
  }

  /** A file on disk, streamed (the database snapshot can be large). */
  async addFile(name: string, file: string): Promise<Checked> {
    const { size } = await stat(file);
    const hash = createHash('sha256');
    const copy = async () => {
      // tar-stream's entries are streamx writables: the Node stream methods used here are the same.
      let entry!: NodeJS.WritableStream;
      const done = new Promise<void>((resolve, reject) => {
        entry = this.pack.entry({ name, size, mode: 0o600 }, (error) =>
          error ? reject(error) : resolve(),
        ) as unknown as NodeJS.WritableStream;
      });
      for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (!entry.write(chunk)) await new Promise((resolve) => entry.once('drain', resolve));
      }
      entry.end();
      await done;
    };
    await this.settle(copy());
    return { size, sha256: hash.digest('hex') };
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
  }

  abort(error: Error): void {
    this.pack.destroy(error);
  }
}

export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  /** The entry's bytes; each must be read (or drained) before the next entry arrives. */
  body: AsyncIterable<Buffer>;
}

/** Reads a .tar.gz entry by entry without holding it in memory; a damaged archive throws. */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.once('error', (error) => extract.destroy(error));
  gunzip.once('error', (error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) {
      await onEntry({
        name: entry.header.name,
        type: entry.header.type ?? 'file',
        size: entry.header.size ?? 0,
        body: entry as unknown as AsyncIterable<Buffer>,
      });
      // Whatever the handler left unread is skipped, so the next entry can come.
      entry.resume();
    }
  } finally {
    source.destroy();
  }
}

/** Reads an entry's bytes while hashing them, passing each chunk on to `sink` when given. */
export async function hashEntry(
  body: AsyncIterable<Buffer>,
  sink?: (chunk: Buffer) => Promise<void> | void,
): Promise<Checked> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
    await sink?.(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/** Reads a whole stream into memory: for stored files, which the upload limit keeps to 10 MB. */
export async function readAll(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new Error(`a stored file is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
