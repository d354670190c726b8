import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { S3Settings } from '../../config-stores';
import { PRIVATE_FILE_MODE } from '../../storage/private-modes';

/** Every object of the uploads sits under this prefix, apart from the app's `files/`. */
export const UPLOADS_PREFIX = 'uploads/';
const OFFSET_DIGITS = 12;

interface StoredInfo {
  id: string;
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

/**
 * A tus store in an S3 bucket that uses only PUT, GET, LIST and DELETE of whole objects: each
 * PATCH becomes one object named by its offset, and the upload is those objects read in order.
 * @tus/s3-store needs S3's multipart calls (ListParts, ListMultipartUploads, AbortMultipartUpload),
 * which several S3-compatible stores lack; this works wherever the app's own file store works.
 * A PATCH cut short keeps what arrived, so the client resumes from there.
 */
export class S3ChunkStore extends DataStore {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly tempDir: string,
    private readonly expirationMs: number,
  ) {
    super();
    this.extensions = ['creation', 'termination', 'expiration'];
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private key(id: string, part: string) {
    if (!/^[A-Za-z0-9_-]+$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    return `${UPLOADS_PREFIX}${id}/${part}`;
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: StoredInfo = {
      id: upload.id,
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
    };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(upload.id, 'info'),
        Body: JSON.stringify(info),
        ContentType: 'application/json',
      }),
    );
    return upload;
  }

  /** The chunks' offsets and sizes in order; only the run that starts at 0 without a gap counts. */
  private async chunks(id: string) {
    const found: { offset: number; size: number; key: string; modifiedAt: Date }[] = [];
    const prefix = this.key(id, '');
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.settings.bucket, Prefix: prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length) ?? '';
        if (/^\d+$/.test(name))
          found.push({
            offset: Number(name),
            size: object.Size ?? 0,
            key: object.Key!,
            modifiedAt: object.LastModified ?? new Date(0),
          });
      }
    }
    found.sort((a, b) => a.offset - b.offset);
    const run: typeof found = [];
    let next = 0;
    for (const chunk of found) {
      if (chunk.offset !== next) break;
      run.push(chunk);
      next += chunk.size;
    }
    return { run, all: found, offset: next };
  }

  private async info(id: string): Promise<StoredInfo> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id, 'info') }),
      );
      return JSON.parse(await answer.Body!.transformToString()) as StoredInfo;
    } catch {
      throw ERRORS.FILE_NOT_FOUND;
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.info(id);
    const { offset } = await this.chunks(id);
    return new Upload({ ...info, offset });
  }

  override async write(source: Readable, id: string, offset: number): Promise<number> {
    // Spooled to disk first: S3 wants the length of a PUT, and a cut-off PATCH still keeps what came.
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    let failure: unknown = null;
    try {
      await pipeline(source, createWriteStream(tempPath, { mode: PRIVATE_FILE_MODE })).catch((error: unknown) => {
        failure = error;
      });
      const { size } = await stat(tempPath);
      if (size > 0) {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: this.key(id, String(offset).padStart(OFFSET_DIGITS, '0')),
            Body: createReadStream(tempPath),
            ContentLength: size,
          }),
        );
      }
      if (failure) throw failure;
      return offset + size;
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  /** The upload's bytes in order (the caller checks that it is finished). */
  async read(id: string): Promise<Readable> {
    const { run } = await this.chunks(id);
    const { client, settings } = this;
    return Readable.from(
      (async function* () {
        for (const chunk of run) {
          const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: chunk.key }));
          yield* answer.Body as Readable;
        }
      })(),
    );
  }

  override async remove(id: string): Promise<void> {
    const { all } = await this.chunks(id);
    const keys = [...all.map((chunk) => chunk.key), this.key(id, 'info')];
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** Every upload's id with the time it was created (its info object's write time). */
  async *list(): AsyncIterable<{ id: string; createdAt: Date }> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.settings.bucket, Prefix: UPLOADS_PREFIX },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const match = /^uploads\/([A-Za-z0-9_-]+)\/info$/.exec(object.Key ?? '');
        if (match) yield { id: match[1]!, createdAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  override async deleteExpired(): Promise<number> {
    let removed = 0;
    const edge = Date.now() - this.expirationMs;
    for await (const upload of this.list()) {
      if (upload.createdAt.getTime() < edge) {
        await this.remove(upload.id);
        removed += 1;
      }
    }
    return removed;
  }

  close() {
    this.client.destroy();
  }
}
