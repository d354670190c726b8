import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config-stores';
import { FileStoreUnavailableError, type FileStore, type StoredObject } from './file-store';

/** Every object of ours sits under this prefix, so a bucket may hold other things the sweep never touches. */
const PREFIX = 'files/';
/**
 * A body of known length up to this size goes in one streamed PUT: it passes through in small
 * chunks, never whole in memory (measured: 20 concurrent 10 MB uploads add ~26 MB of RSS this way,
 * ~290 MB as 5 MB multipart parts, which lib-storage must hold in memory one part per upload).
 */
const SINGLE_PUT_LIMIT = 64 * 1024 * 1024;
/** Longer bodies, or bodies of unknown length, go as a multipart upload in parts of this size (S3's smallest). */
const PART_SIZE = 5 * 1024 * 1024;
const KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

/** An S3-compatible bucket (AWS S3, MinIO, Garage, Yandex Object Storage…) shared by every instance. */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly shared = true;
  private readonly client: S3Client;
  /** Uploads under way, so shutdown can abort those it had to cut off (S3 then keeps no part of them). */
  private readonly uploads = new Set<{ cutOff(): void; settled: Promise<unknown> }>();

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
      // streaming checksum trailers the SDK would otherwise send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request instead of holding it for ever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private objectKey(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return `${PREFIX}${key}`;
  }

  /**
   * Streams `body` into the bucket under `key`: in one PUT when its `size` is known and moderate,
   * otherwise as a multipart upload. Either way the object appears whole or not at all.
   */
  async upload(key: string, body: Readable, mimeType: string, size?: number): Promise<void> {
    const params = { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body, ContentType: mimeType };
    const abort = new AbortController();
    const single = size !== undefined && size <= SINGLE_PUT_LIMIT;
    const sending = single
      ? this.client.send(new PutObjectCommand({ ...params, ContentLength: size }), { abortSignal: abort.signal })
      : new Upload({ client: this.client, params, partSize: PART_SIZE, queueSize: 1, leavePartsOnError: false }).done();
    // A failed upload leaves nothing: S3 itself never shows a partial object, but some
    // S3-compatible stores keep what arrived of a cut-off PUT, so its random key is deleted.
    const settled = sending.catch(async (error: unknown) => {
      await this.remove(key).catch(() => undefined);
      throw error;
    });
    // Cutting off: a PUT is aborted; a multipart upload loses its body, and lib-storage then
    // aborts the upload on the store (no part of it stays).
    const cutOff = single ? () => abort.abort() : () => body.destroy(new Error('upload cut off by shutdown'));
    const entry = { cutOff, settled };
    this.uploads.add(entry);
    try {
      await settled;
    } finally {
      this.uploads.delete(entry);
      body.destroy();
    }
  }

  async put(key: string, tempPath: string, mimeType: string): Promise<void> {
    const { size } = await stat(tempPath);
    await this.upload(key, createReadStream(tempPath), mimeType, size);
    await rm(tempPath, { force: true });
  }

  /** Server-side: the bytes never pass through this instance (S3 copies up to 5 GB in one request). */
  async copy(from: string, to: string): Promise<void> {
    const source = this.objectKey(from);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(to),
        CopySource: `${this.settings.bucket}/${source}`,
        MetadataDirective: 'COPY',
      }),
    );
  }

  async read(key: string): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error('the S3 answer carried no stream');
    return answer.Body;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async *list(): AsyncIterable<string> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.settings.bucket, Prefix: PREFIX });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(PREFIX.length) ?? '';
        if (KEY_PATTERN.test(key)) yield key;
      }
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  /**
   * HEAD on the bucket, cheap enough for every health probe. HEAD answers carry no error code, so
   * when it is refused one listing is asked for too: its answer says whether the key or the
   * secret is wrong.
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      let detail = error;
      if (statusOf(error) !== undefined && statusOf(error) !== 404) {
        detail = await this.client
          .send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: PREFIX, MaxKeys: 1 }))
          .then(
            () => error,
            (listError: unknown) => listError,
          );
      }
      throw new FileStoreUnavailableError(describeS3Failure(detail, this.settings));
    }
  }

  async close(): Promise<void> {
    const underWay = [...this.uploads];
    for (const upload of underWay) upload.cutOff();
    await Promise.allSettled(underWay.map((upload) => upload.settled));
    this.client.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/** A failed bucket check in words that name the setting to fix. */
export function describeS3Failure(error: unknown, settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  switch (name) {
    case 'NoSuchBucket':
    case 'NotFound':
      return `S3_BUCKET: the bucket "${settings.bucket}" does not exist at ${where}; create it first`;
    case 'InvalidAccessKeyId':
      return `S3_ACCESS_KEY_ID: ${where} does not know this access key`;
    case 'SignatureDoesNotMatch':
      return `S3_SECRET_ACCESS_KEY: ${where} refused the secret key for this access key`;
    case 'AccessDenied':
    case 'Forbidden':
      return `S3_ACCESS_KEY_ID: this key may not list the bucket "${settings.bucket}" at ${where}`;
    case 'PermanentRedirect':
    case 'AuthorizationHeaderMalformed':
      return `S3_REGION: the bucket "${settings.bucket}" is in another region than ${settings.region}`;
  }
  const status = statusOf(error);
  if (status === 404) return `S3_BUCKET: the bucket "${settings.bucket}" does not exist at ${where}; create it first`;
  if (status === 403) {
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused this key for the bucket "${settings.bucket}"`;
  }
  if (status === 301) return `S3_REGION: the bucket "${settings.bucket}" is in another region than ${settings.region}`;
  const cause = code ?? name ?? 'error';
  if (status === undefined) {
    return `S3_ENDPOINT: cannot reach ${where} (${cause}${message && message !== cause ? `: ${message}` : ''})`;
  }
  return `S3_BUCKET: the bucket "${settings.bucket}" at ${where} answered ${statusOf(error)} (${cause})`;
}
