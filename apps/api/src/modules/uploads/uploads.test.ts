import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { makePdf } from '../../demo/sample-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClassroom, createTask } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';
import { startS3, type TestS3 } from '../../test/s3';
import { sweepFiles } from '../files/sweep';
import { tusClient } from './tus-client';

/** A PDF by its magic bytes, of about `kilobytes` KB. */
const pdf = (kilobytes: number) => Buffer.concat([makePdf(['javob']), randomBytes(kilobytes * 1024)]);

const stores = ['local', 's3'] as const;

describe.each(testDatabases.flatMap((db) => stores.map((store) => [db, store] as const)))(
  'resumable uploads on %s with the %s store',
  (kind, store) => {
    let s3: TestS3 | null = null;
    let ctx: TestContext;
    let teacher: TestUser;
    let student: TestUser;
    let taskId: string;

    beforeAll(async () => {
      s3 = store === 's3' ? await startS3(`uploads-${kind}`) : null;
      ctx = await createTestContext(kind, { env: s3?.env ?? {} });
      ({ teacher, student } = await createClassroom(ctx.app).then(async (room) => {
        taskId = (await createTask(ctx.app, room.teacher, { classId: room.classId }))._id;
        return room;
      }));
    });
    afterAll(async () => {
      await ctx?.close();
      await s3?.stop();
    });

    const handIn = (user: TestUser, task: string, uploadId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/submissions/${task}`,
        headers: bearer(user),
        payload: { uploadId, textResponse: 'Javobim ilova qilindi' },
      });

    const download = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).rawPayload;

    it('creates, takes two chunks, tells the offset, and is handed in once; the stored file is byte-identical', async () => {
      const tus = tusClient(ctx.app, student);
      const content = pdf(300);
      const created = await tus.create(content.length, 'uy ishi.pdf');
      expect(created.statusCode).toBe(201);
      expect(created.headers.location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
      const id = String(created.headers.location).split('/').pop()!;
      const half = 150 * 1024;
      const first = await tus.patch(id, 0, content.subarray(0, half));
      expect(first.statusCode).toBe(204);
      expect(first.headers['upload-offset']).toBe(String(half));
      const offset = await tus.head(id);
      expect(offset.statusCode).toBe(200);
      expect(offset.headers['upload-offset']).toBe(String(half));
      expect(offset.headers['upload-length']).toBe(String(content.length));
      // Resuming from the offset the server told: the rest arrives, and the file is whole.
      const rest = await tus.patch(id, half, content.subarray(half));
      expect(rest.statusCode).toBe(204);
      expect((await tus.head(id)).headers['upload-offset']).toBe(String(content.length));

      const before = Date.now();
      const answer = await handIn(student, taskId, id);
      expect(answer.statusCode).toBe(201);
      const submission = json(answer).data.submission;
      expect(submission).toMatchObject({ fileName: 'uy ishi.pdf', fileSize: content.length });
      expect(Date.parse(submission.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
      const list = await ctx.app.inject({ method: 'GET', url: `/api/submissions/${taskId}`, headers: bearer(teacher) });
      const fileUrl = json(list).data.submissions[0].fileUrl as string;
      expect((await download(fileUrl)).equals(content)).toBe(true);
      // Used once: the upload is gone, and using it again is refused.
      expect((await tus.head(id)).statusCode).toBe(404);
      const second = await createTask(ctx.app, teacher, { classId: submission.classId });
      const again = await handIn(student, second._id, id);
      expect(again.statusCode).toBe(400);
      expect(json(again).code).toBe('VALIDATION_ERROR');
      // Nothing of it waits in the temp folder.
      expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
    });

    it('answers 409 to a wrong offset and leaves the upload as it was', async () => {
      const tus = tusClient(ctx.app, student);
      const created = await tus.create(1000);
      const id = String(created.headers.location).split('/').pop()!;
      expect((await tus.patch(id, 0, randomBytes(400))).statusCode).toBe(204);
      const conflict = await tus.patch(id, 100, randomBytes(400));
      expect(conflict.statusCode).toBe(409);
      // In the app's envelope and the caller's language (Uzbek by default), not tus's English.
      expect(json(conflict)).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'Yuklash server bilan mos kelmay qoldi: faylni qaytadan yuboring',
      });
      expect((await tus.head(id)).headers['upload-offset']).toBe('400');
    });

    it('answers a missing or malformed protocol header in the caller’s language, and changes nothing', async () => {
      const tus = tusClient(ctx.app, student);
      const created = await tus.create(1000);
      const id = String(created.headers.location).split('/').pop()!;
      expect((await tus.patch(id, 0, randomBytes(400))).statusCode).toBe(204);
      // No Tus-Resumable: tus itself would say "Tus-Resumable Required" in English.
      const unversioned = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: { ...bearer(student), 'upload-offset': '400', 'content-type': 'application/offset+octet-stream' },
        payload: randomBytes(100),
      });
      expect(unversioned.statusCode).toBe(412);
      expect(unversioned.headers['tus-version']).toBe('1.0.0');
      expect(json(unversioned)).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: "Yuklash so'rovi noto'g'ri",
      });
      // A malformed offset: tus would say "Invalid upload-offset".
      const malformed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: {
          ...bearer(student),
          'accept-language': 'en',
          'tus-resumable': '1.0.0',
          'upload-offset': '-4',
          'content-type': 'application/offset+octet-stream',
        },
        payload: randomBytes(100),
      });
      expect(malformed.statusCode).toBe(400);
      expect(json(malformed)).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'The upload request is not valid',
        errors: [{ path: 'upload-offset', message: 'The upload request is not valid' }],
      });
      const noLength = await tusClient(ctx.app, student, 'ru').create(Number.NaN);
      expect(noLength.statusCode).toBe(400);
      expect(json(noLength).message).toBe(translate('uploadRequestInvalid', 'ru'));
      expect((await tus.head(id)).headers['upload-offset']).toBe('400');
    });

    it('refuses an upload over 10 MB at creation (413)', async () => {
      const tus = tusClient(ctx.app, student);
      const tooLarge = await tusClient(ctx.app, student, 'en').create(FILE_MAX_BYTES + 1);
      expect(tooLarge.statusCode).toBe(413);
      expect(json(tooLarge)).toEqual({
        success: false,
        code: 'FILE_TOO_LARGE',
        message: 'File size must not exceed 10MB',
      });
      const russian = await tusClient(ctx.app, student, 'ru').create(FILE_MAX_BYTES + 1);
      expect(json(russian).message).toBe(translate('fileTooLarge', 'ru'));
      expect((await tus.create(FILE_MAX_BYTES)).statusCode).toBe(201);
    });

    it('refuses a finished upload of a disallowed type at use (415) and stores nothing', async () => {
      const tus = tusClient(ctx.app, student);
      const rows = async () => (await ctx.db.selectFrom('files').select('id').execute()).length;
      const before = await rows();
      const id = await tus.send(Buffer.from('<html><script>alert(1)</script></html>'.repeat(50)), 2, 'javob.pdf');
      const other = await createTask(ctx.app, teacher, { classId: await anyClassId() });
      const answer = await handIn(student, other._id, id);
      expect(answer.statusCode).toBe(415);
      expect(await rows()).toBe(before);
      // Refused uploads are removed: using it again is a plain 400.
      expect((await handIn(student, other._id, id)).statusCode).toBe(400);
    });

    it("hides another user's upload: 404 on HEAD, PATCH and DELETE, 400 at use", async () => {
      const owner = tusClient(ctx.app, student);
      const created = await owner.create(1000);
      const id = String(created.headers.location).split('/').pop()!;
      await owner.patch(id, 0, pdf(0).subarray(0, 500));
      const stranger = await registerUser(ctx.app, 'student');
      const other = tusClient(ctx.app, stranger);
      expect((await other.head(id)).statusCode).toBe(404);
      expect((await other.patch(id, 500, randomBytes(500))).statusCode).toBe(404);
      expect((await other.remove(id)).statusCode).toBe(404);
      expect((await owner.head(id)).headers['upload-offset']).toBe('500');
      // Finished, it is still only its owner's to use.
      const finished = await owner.send(pdf(10));
      const asTeacher = await ctx.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(teacher),
        payload: {
          classId: await anyClassId(),
          title: 'Boshqa vazifa',
          description: 'Darslikdagi mashqlarni bajaring.',
          deadline: new Date(Date.now() + 86_400_000).toISOString(),
          uploadId: finished,
        },
      });
      expect(asTeacher.statusCode).toBe(400);
      // An unfinished upload is refused too.
      expect((await handIn(student, taskId, id)).statusCode).toBe(400);
    });

    it('lets a teacher attach an upload to a new task, and ends an upload on DELETE', async () => {
      const tus = tusClient(ctx.app, teacher);
      const content = pdf(50);
      const id = await tus.send(content, 3, 'shart.pdf');
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(teacher),
        payload: {
          classId: await anyClassId(),
          title: 'Yuklangan shart',
          description: 'Shartni o‘qing va bajaring.',
          deadline: new Date(Date.now() + 86_400_000).toISOString(),
          uploadId: id,
        },
      });
      expect(answer.statusCode).toBe(201);
      expect((await download(json(answer).data.task.file.fileUrl)).equals(content)).toBe(true);
      const dropped = await tus.create(10);
      const droppedId = String(dropped.headers.location).split('/').pop()!;
      expect((await tus.remove(droppedId)).statusCode).toBe(204);
      expect((await tus.head(droppedId)).statusCode).toBe(404);
    });

    it('asks for a signed-in student or teacher', async () => {
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'tus-resumable': '1.0.0' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets the sweep remove an upload abandoned for more than 24 hours', async () => {
      const tus = tusClient(ctx.app, student);
      const created = await tus.create(1000);
      const id = String(created.headers.location).split('/').pop()!;
      await tus.patch(id, 0, randomBytes(300));
      const sweep = (hours: number) =>
        sweepFiles(ctx.app.deps, { now: new Date(Date.now() + hours * 3_600_000), retentionDays: 30, graceMs: 0 });
      expect((await sweep(1)).abandonedUploads).not.toContain(id);
      expect((await tus.head(id)).statusCode).toBe(200);
      expect((await sweep(25)).abandonedUploads).toContain(id);
      expect((await tus.head(id)).statusCode).toBe(404);
    });

    async function anyClassId() {
      const row = await ctx.db.selectFrom('classes').select('id').executeTakeFirstOrThrow();
      return row.id;
    }
  },
);

describe('starting resumable uploads', () => {
  let ctx: TestContext;
  afterAll(async () => ctx?.close());

  it('is limited per user: past the hour’s budget a start is refused 429 in their language, and nothing is kept', async () => {
    ctx = await createTestContext('sqlite', { rateLimits: { uploadPerUserPerHour: 2 } });
    const { student, teacher } = await createClassroom(ctx.app);
    const tus = tusClient(ctx.app, student);
    expect((await tus.create(1024, 'bir.pdf')).statusCode).toBe(201);
    expect((await tus.create(1024, 'ikki.pdf')).statusCode).toBe(201);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...bearer(student),
        'accept-language': 'en',
        'tus-resumable': '1.0.0',
        'upload-length': '1024',
        'upload-metadata': `filename ${Buffer.from('uch.pdf').toString('base64')}`,
      },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again a little later',
    });
    const kept = (await readdir(path.join(ctx.dataDir, 'uploads'))).filter((name) => !name.endsWith('.json'));
    expect(kept).toHaveLength(2);
    // Another user has a budget of their own.
    expect((await tusClient(ctx.app, teacher).create(1024, 'topshiriq.pdf')).statusCode).toBe(201);
  });
});
