import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../demo/sample-files';
import { createTestContext, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, sendMultipart, type TestUser } from '../../test/http';

/** Signed file links carry their own expiry and signature: compared without them. */
const unsigned = (body: string) => body.replace(/expires=\d+&signature=[\w-]+/g, 'signed');

/**
 * A task list keeps each item as that task's own page for the caller (read-cache.ts keepAlso): a
 * pupil opening a task from the list is answered from memory, with exactly what the task's route
 * computes, and the kept page is forgotten with the list.
 */
// SQLite: one instance, where the read cache is on without Redis (read-cache.ts).
describe('a task list keeps its tasks’ pages (SQLite)', () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  let outsider: TestUser;
  let taskIds: string[];
  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    outsider = await registerUser(ctx.app, 'student');
    const { _id: classId } = await createClass(ctx.app, teacher, [student]);
    await createClass(ctx.app, await registerUser(ctx.app, 'teacher'), [outsider]);
    taskIds = [
      (await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' }))._id,
      (
        await createTask(
          ctx.app,
          teacher,
          { classId, title: 'Tenglamalar' },
          { filename: 'topshiriq.pdf', content: makePdf(['Tenglamalar']) },
        )
      )._id,
    ];
    // One handed in and graded: the pupil's page carries their work, file and mark.
    const submission = json(await submit(ctx.app, student, taskIds[0]!, 'Javobim')).data.submission as { _id: string };
    expect((await grade(ctx.app, teacher, submission._id, 88)).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('answers a task opened from the list from memory, the same as the route computes it', async () => {
    ctx.app.forgetReads();
    expect((await get(student, '/api/tasks?limit=100')).statusCode).toBe(200);
    const before = ctx.app.readCacheStats();
    const kept = await Promise.all(taskIds.map((id) => get(student, `/api/tasks/${id}`)));
    const after = ctx.app.readCacheStats();
    expect(after.hits - before.hits).toBe(taskIds.length);
    expect(after.misses).toBe(before.misses);

    ctx.app.forgetReads();
    const computed = await Promise.all(taskIds.map((id) => get(student, `/api/tasks/${id}`)));
    expect(ctx.app.readCacheStats().misses - after.misses).toBe(taskIds.length);
    for (const [index, answer] of kept.entries()) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(computed[index]!.headers['content-type']);
      expect(unsigned(answer.body)).toBe(unsigned(computed[index]!.body));
    }
    expect(json(kept[0]!).data.task.mySubmission).toMatchObject({ score: 88, status: 'graded' });
    expect(json(kept[1]!).data.task.file.fileName).toBeTruthy();
  });

  it('keeps them only for the caller: another class’s pupil still gets 404', async () => {
    ctx.app.forgetReads();
    await get(student, '/api/tasks?limit=100');
    for (const id of taskIds) expect((await get(outsider, `/api/tasks/${id}`)).statusCode).toBe(404);
  });

  it('forgets a kept page when the teacher changes the task', async () => {
    ctx.app.forgetReads();
    await get(student, '/api/tasks?limit=100');
    const renamed = await sendMultipart(ctx.app, 'PUT', `/api/tasks/${taskIds[1]}`, teacher, [
      { name: 'title', value: 'Tenglamalar tizimi' },
    ]);
    expect(renamed.statusCode).toBe(200);
    expect(json(await get(student, `/api/tasks/${taskIds[1]}`)).data.task.title).toBe('Tenglamalar tizimi');
  });
});
