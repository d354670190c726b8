import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { S3Settings } from '../config-stores';
import { makePdf } from '../demo/sample-files';
import { createTestContext } from '../test/context';
import { startS3, S3RVER_KEY, type TestS3 } from '../test/s3';
import { S3FileStore } from './s3-file-store';

/** A PDF (by its magic bytes) of about `megabytes` MB, so a real upload goes in several parts. */
const bigPdf = (megabytes: number) => Buffer.concat([makePdf(['katta fayl']), randomBytes(megabytes * 1024 * 1024)]);

describe('the S3 file store against a real S3-compatible server', () => {
  let s3: TestS3;
  let settings: S3Settings;
  let store: S3FileStore;
  let scratch: string;
  const tempFile = async (content: Buffer) => {
    const file = path.join(scratch, `${randomBytes(6).toString('hex')}.part`);
    await writeFile(file, content);
    return file;
  };
  const keys = async () => {
    const found: string[] = [];
    for await (const key of store.list()) found.push(key);
    return found;
  };

  beforeAll(async () => {
    s3 = await startS3();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-s3-store-'));
    settings = loadConfig({ DATA_DIR: scratch, ...s3.env }).s3!;
    store = new S3FileStore(settings);
  });
  afterAll(async () => {
    await store?.close();
    await s3?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('keeps a 9.5 MB file (one streamed PUT) and gives back the same bytes; stat, list and remove agree', async () => {
    const content = bigPdf(9.5);
    const temp = await tempFile(content);
    await store.check();
    await store.put('bigKey_1', temp, 'application/pdf');
    expect(await readdir(scratch)).not.toContain(path.basename(temp));
    expect((await buffer(await store.read('bigKey_1'))).equals(content)).toBe(true);
    const info = await store.stat('bigKey_1');
    expect(info?.size).toBe(content.length);
    expect(Math.abs(info!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await keys()).toContain('bigKey_1');
    await store.remove('bigKey_1');
    expect(await store.stat('bigKey_1')).toBeNull();
    expect(await keys()).not.toContain('bigKey_1');
    await expect(store.read('bigKey_1')).rejects.toThrow();
    await store.remove('bigKey_1');
  });

  it('sends a body of unknown length as a multipart upload, whole', async () => {
    const content = bigPdf(9.5);
    const chunks = Array.from({ length: Math.ceil(content.length / 524_288) }, (_, index) =>
      content.subarray(index * 524_288, (index + 1) * 524_288),
    );
    await store.upload('unknownLength_1', Readable.from(chunks), 'application/pdf');
    expect((await buffer(await store.read('unknownLength_1'))).equals(content)).toBe(true);
    await store.remove('unknownLength_1');
  });

  it('copies an object on the server: a new object whose bytes outlive the original', async () => {
    const content = bigPdf(1);
    await store.put('copyFrom_1', await tempFile(content), 'application/pdf');
    await store.copy('copyFrom_1', 'copyTo_1');
    await store.remove('copyFrom_1');
    expect(await store.stat('copyFrom_1')).toBeNull();
    expect((await buffer(await store.read('copyTo_1'))).equals(content)).toBe(true);
    await expect(store.copy('noSuchKey', 'copyTo_2')).rejects.toThrow();
    expect(await store.stat('copyTo_2')).toBeNull();
    await store.remove('copyTo_1');
  });

  it('refuses keys that are not ours', async () => {
    await expect(store.stat('../other')).rejects.toThrow(/invalid storage key/);
  });

  it('leaves no object when an upload (single or multipart) is cut off by close()', async () => {
    const cutStore = new S3FileStore(settings);
    /** A body that arrives slowly, 256 KB every 20 ms, like a client on a slow line. */
    const slowly = () => {
      const body = new PassThrough();
      let sent = 0;
      const timer = setInterval(() => {
        if (body.destroyed || sent === 40) return clearInterval(timer);
        body.write(randomBytes(256 * 1024));
        sent += 1;
        if (sent === 40) body.end();
      }, 20);
      return body;
    };
    const failure = (upload: Promise<void>) =>
      upload.then(
        () => 'completed',
        (error: Error) => error.message,
      );
    const single = failure(cutStore.upload('cutOff_1', slowly(), 'application/pdf', 40 * 256 * 1024));
    const multipart = failure(cutStore.upload('cutOff_2', slowly(), 'application/pdf'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await cutStore.close();
    expect(await single).not.toBe('completed');
    expect(await multipart).toBe('upload cut off by shutdown');
    expect(await store.stat('cutOff_1')).toBeNull();
    expect(await store.stat('cutOff_2')).toBeNull();
  });

  it('names the setting at fault when the bucket, the key or the endpoint is wrong', async () => {
    const failure = async (changes: Partial<S3Settings>) => {
      const wrong = new S3FileStore({ ...settings, ...changes });
      try {
        await wrong.check();
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      } finally {
        await wrong.close();
      }
    };
    expect(await failure({ bucket: 'no-such-bucket' })).toMatch(
      /^S3_BUCKET: the bucket "no-such-bucket" does not exist/,
    );
    expect(await failure({ credentials: { accessKeyId: 'WRONG', secretAccessKey: S3RVER_KEY } })).toMatch(
      /^S3_ACCESS_KEY_ID: .* does not know this access key/,
    );
    expect(await failure({ endpoint: 'http://127.0.0.1:9' })).toMatch(
      /^S3_ENDPOINT: cannot reach http:\/\/127\.0\.0\.1:9/,
    );
  });

  it('stops the server at start on a missing bucket, with a message naming S3_BUCKET', async () => {
    await expect(createTestContext('sqlite', { env: { ...s3.env, S3_BUCKET: 'missing-bucket' } })).rejects.toThrow(
      /S3_BUCKET: the bucket "missing-bucket" does not exist/,
    );
  });
});
