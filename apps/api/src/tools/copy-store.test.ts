import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { makeDocx, makePdf, makePng } from '../demo/sample-files';
import { LocalFileStore } from '../storage/local-file-store';
import { S3FileStore } from '../storage/s3-file-store';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask } from '../test/fixtures';
import { registerUser } from '../test/http';
import { startS3, type TestS3 } from '../test/s3';
import { copyLocalStoreToS3 } from './copy-store';

describe('files:migrate (copying a local store into a bucket)', () => {
  let ctx: TestContext;
  let s3: TestS3;
  let source: LocalFileStore;
  let target: S3FileStore;
  const copy = () => copyLocalStoreToS3({ source, target, db: ctx.db, parallel: 3 });

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    s3 = await startS3('sinfxona-migrate');
    const teacher = await registerUser(ctx.app, 'teacher');
    const classId = (await createClass(ctx.app, teacher))._id;
    const files = [
      makePdf(['bir']),
      makePng(),
      makeDocx(['uch']),
      Buffer.concat([makePdf(['katta']), Buffer.alloc(6e6, 1)]),
    ];
    for (const [index, content] of files.entries()) {
      const filename = ['a.pdf', 'b.png', 'c.docx', 'd.pdf'][index]!;
      await createTask(ctx.app, teacher, { classId, title: `Vazifa ${index + 1}` }, { filename, content });
    }
    source = ctx.app.deps.files as LocalFileStore;
    target = new S3FileStore(loadConfig({ DATA_DIR: ctx.dataDir, ...s3.env }).s3!);
  });
  afterAll(async () => {
    await target?.close();
    await s3?.stop();
    await ctx?.close();
  });

  it('copies every file with its size, skips what is already there on a second run, and repairs what differs', async () => {
    const first = await copy();
    expect(first).toMatchObject({ copied: 4, alreadyThere: 0, failed: [], checkedRows: 4, missing: [], wrongSize: [] });
    const rows = await ctx.db.selectFrom('files').select(['storage_key', 'size', 'mime_type']).execute();
    for (const row of rows) {
      const stored = await target.stat(row.storage_key);
      expect(stored?.size).toBe(row.size);
    }

    // Interrupted runs resume: nothing is copied twice.
    expect(await copy()).toMatchObject({ copied: 0, alreadyThere: 4, missing: [] });

    // An object lost from the bucket, and one cut short, are copied again.
    await target.remove(rows[0]!.storage_key);
    await target.upload(rows[1]!.storage_key, Readable.from([Buffer.from('half')]), rows[1]!.mime_type);
    expect(await copy()).toMatchObject({ copied: 2, alreadyThere: 2, missing: [], wrongSize: [] });
    expect((await target.stat(rows[1]!.storage_key))?.size).toBe(rows[1]!.size);
  });

  it('reports a file the database names but the local store had lost before the copy', async () => {
    const row = await ctx.db.selectFrom('files').select('storage_key').executeTakeFirstOrThrow();
    await target.remove(row.storage_key);
    await rm(path.join(source.root, row.storage_key.slice(0, 2), row.storage_key));
    const report = await copy();
    expect(report.lostBefore).toEqual([row.storage_key]);
    expect(report.missing).toEqual([]);
  });
});
