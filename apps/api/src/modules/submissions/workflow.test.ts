import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../demo/sample-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submissionBody, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

/** The entries of a ZIP held in memory: name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe.each(testDatabases)('the teaching workflow on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let classId: string;

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
  const post = (user: TestUser, url: string, payload: object, language = 'uz') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { ...bearer(user), 'accept-language': language } });
  const progress = async (user: TestUser) => json(await get(user, '/api/submissions/progress')).data.progress;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
    otherTeacher = await registerUser(ctx.app, 'teacher');
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod]))._id;
    await createClass(ctx.app, otherTeacher);
  });
  afterAll(async () => ctx?.close());

  it('returns work for revision, takes the next attempt, and counts only the latest', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' });
    const first = json(await submit(ctx.app, aziza, task._id, 'Birinchi urinish')).data.submission;
    expect(first).toMatchObject({ attempt: 1, status: 'submitted', returnedAt: null });
    expect(await progress(aziza)).toMatchObject({ totalTasks: 1, submittedTasks: 1, completionPercentage: 100 });

    const blank = await post(teacher, `/api/submissions/${first._id}/return`, { feedback: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('Qaytarish uchun izoh yozing: nimani tuzatish kerak?');
    expect((await post(aziza, `/api/submissions/${first._id}/return`, { feedback: 'x' })).statusCode).toBe(403);
    expect((await post(otherTeacher, `/api/submissions/${first._id}/return`, { feedback: 'x' })).statusCode).toBe(404);
    const returned = await post(teacher, `/api/submissions/${first._id}/return`, {
      feedback: "Formulani yozib ko'rsating",
    });
    expect(returned.statusCode).toBe(200);
    expect(json(returned).data.submission).toMatchObject({
      status: 'returned',
      feedback: "Formulani yozib ko'rsating",
    });

    // Returned work is open again: not counted, and the task invites a resubmission.
    expect(await progress(aziza)).toMatchObject({ submittedTasks: 0, completionPercentage: 0 });
    const view = json(await get(aziza, `/api/tasks/${task._id}`)).data.task;
    expect(view).toMatchObject({ isCompleted: false, mySubmission: { status: 'returned', attempt: 1 } });

    const second = await submit(ctx.app, aziza, task._id, 'Tuzatilgan');
    expect(second.statusCode).toBe(201);
    const attempt2 = json(second).data.submission;
    expect(attempt2).toMatchObject({ attempt: 2, status: 'submitted', textResponse: 'Tuzatilgan' });
    expect((await submit(ctx.app, aziza, task._id)).statusCode).toBe(409);
    expect((await post(teacher, `/api/submissions/${first._id}/return`, { feedback: 'eski' })).statusCode).toBe(409);

    await grade(ctx.app, teacher, attempt2._id, 88, 'Endi yaxshi');
    expect(await progress(aziza)).toMatchObject({ submittedTasks: 1, gradedTasks: 1, averageScore: 88 });
    const listed = json(await get(teacher, `/api/submissions/${task._id}`)).data.submissions;
    expect(listed.map((s: { attempt: number; status: string }) => [s.attempt, s.status])).toEqual([[2, 'graded']]);

    for (const user of [aziza, teacher]) {
      const attempts = json(await get(user, `/api/submissions/${attempt2._id}/attempts`)).data.attempts;
      expect(
        attempts.map((a: { attempt: number; status: string; score: number | null }) => [a.attempt, a.status, a.score]),
      ).toEqual([
        [1, 'returned', null],
        [2, 'graded', 88],
      ]);
      expect(attempts[0].textResponse).toBe('Birinchi urinish');
      expect((await ctx.app.inject({ method: 'GET', url: attempts[0].fileUrl })).statusCode).toBe(200);
    }
    expect((await get(bekzod, `/api/submissions/${attempt2._id}/attempts`)).statusCode).toBe(404);
    expect((await get(otherTeacher, `/api/submissions/${attempt2._id}/attempts`)).statusCode).toBe(404);
  });

  it('lets only one of two racing resubmissions through', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Poyga' });
    const first = json(await submit(ctx.app, bekzod, task._id)).data.submission;
    await post(teacher, `/api/submissions/${first._id}/return`, { feedback: 'Qayta' });
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => submit(ctx.app, bekzod, task._id)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const attempts = json(await get(bekzod, `/api/submissions/${first._id}/attempts`)).data.attempts;
    expect(attempts.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
  });

  it("moves one student's deadline: their late work becomes on time, nobody else's does", async () => {
    const task = await createTask(ctx.app, teacher, {
      classId,
      title: 'Muddatli',
      deadline: new Date(Date.now() + 1200).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const a = json(await submit(ctx.app, aziza, task._id)).data.submission;
    const b = json(await submit(ctx.app, bekzod, task._id)).data.submission;
    expect([a.isLate, b.isLate]).toEqual([true, true]);
    const url = (student: TestUser) => `/api/tasks/${task._id}/extensions/${student.id}`;
    const early = await ctx.app.inject({
      method: 'PUT',
      url: url(aziza),
      payload: { deadline: new Date(Date.now() - 86_400_000).toISOString() },
      headers: bearer(teacher),
    });
    expect(early.statusCode).toBe(400);
    expect(json(early).message).toBe("Yangi muddat vazifaning muddatidan keyin bo'lishi kerak");
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const given = await ctx.app.inject({
      method: 'PUT',
      url: url(aziza),
      payload: { deadline: later },
      headers: bearer(teacher),
    });
    expect(json(given).data.extension).toEqual({ studentId: aziza.id, studentName: 'Aziza Karimova', deadline: later });
    const outsider = await registerUser(ctx.app, 'student');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: url(outsider),
          payload: { deadline: later },
          headers: bearer(teacher),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: url(aziza),
          payload: { deadline: later },
          headers: bearer(otherTeacher),
        })
      ).statusCode,
    ).toBe(404);

    const lateness = async () =>
      Object.fromEntries(
        json(await get(teacher, `/api/submissions/${task._id}`)).data.submissions.map(
          (s: { studentName: string; isLate: boolean }) => [s.studentName, s.isLate],
        ),
      );
    expect(await lateness()).toEqual({ 'Aziza Karimova': false, 'Bekzod Olimov': true });
    expect(json(await get(aziza, `/api/tasks/${task._id}`)).data.task).toMatchObject({
      deadline: later,
      extended: true,
    });
    expect(json(await get(bekzod, `/api/tasks/${task._id}`)).data.task).toMatchObject({ extended: false });
    expect(json(await get(teacher, `/api/tasks/${task._id}/extensions`)).data.extensions).toHaveLength(1);

    expect((await ctx.app.inject({ method: 'DELETE', url: url(aziza), headers: bearer(teacher) })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: url(aziza), headers: bearer(teacher) })).statusCode).toBe(
      404,
    );
    expect(await lateness()).toEqual({ 'Aziza Karimova': true, 'Bekzod Olimov': true });
  });

  it('keeps comments private between the student and the class teachers, across attempts', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Izohli' });
    const work = json(await submit(ctx.app, aziza, task._id)).data.submission;
    const url = `/api/submissions/${work._id}/comments`;
    expect((await post(teacher, url, { text: 'Qaysi formuladan foydalandingiz?' })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = await post(aziza, url, { text: 'Pifagor teoremasidan.' });
    expect(json(reply).data.comment).toMatchObject({
      author: { _id: aziza.id, role: 'student' },
      text: 'Pifagor teoremasidan.',
    });
    expect((await post(aziza, url, { text: '   ' })).statusCode).toBe(400);
    expect((await get(bekzod, url)).statusCode).toBe(404);
    expect((await post(bekzod, url, { text: 'Men ham' })).statusCode).toBe(404);
    expect((await get(otherTeacher, url)).statusCode).toBe(404);

    await post(teacher, `/api/submissions/${work._id}/return`, { feedback: 'Chizmani qo‘shing' });
    const next = json(await submit(ctx.app, aziza, task._id)).data.submission;
    const thread = json(await get(teacher, `/api/submissions/${next._id}/comments`)).data.comments;
    expect(thread.map((c: { author: { role: string }; text: string }) => [c.author.role, c.text])).toEqual([
      ['teacher', 'Qaysi formuladan foydalandingiz?'],
      ['student', 'Pifagor teoremasidan.'],
    ]);
  });

  it("gives a task's work as one ZIP: family name first, safe and unique folder names, the grades beside", async () => {
    const twin = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    const odd = await registerUser(ctx.app, 'student', { fullName: 'Oʻgʻiloy Yo‘l:dosheva?' });
    const zipClass = (await createClass(ctx.app, teacher, [aziza, twin, odd, bekzod], { name: 'ZIP sinf' }))._id;
    const task = await createTask(ctx.app, teacher, { classId: zipClass, title: 'Insho: Vatan' });
    const files = new Map<string, Buffer>();
    for (const [student, text] of [
      [aziza, 'birinchi'],
      [twin, 'ikkinchi'],
      [odd, 'uchinchi'],
    ] as const) {
      const content = makePdf([text]);
      files.set(student.id, content);
      const body = submissionBody(undefined, content);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/submissions/${task._id}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(student) },
      });
      if (student === aziza) await grade(ctx.app, teacher, json(response).data.submission._id, 95, 'Zo‘r');
    }
    expect((await get(otherTeacher, `/api/tasks/${task._id}/submissions.zip`)).statusCode).toBe(404);
    const response = await get(teacher, `/api/tasks/${task._id}/submissions.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="Insho_ Vatan.zip"');
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'Karimova Aziza (2)/javob.pdf',
      'Karimova Aziza/javob.pdf',
      'Yo‘l_dosheva_ Oʻgʻiloy/javob.pdf',
      'baholar.csv',
    ]);
    const byFolder = [...entries.entries()].filter(([name]) => name.endsWith('.pdf')).map(([, bytes]) => bytes);
    for (const content of files.values()) expect(byFolder.some((bytes) => bytes.equals(content))).toBe(true);
    const csv = entries.get('baholar.csv')!.toString('utf8');
    expect(csv).toContain("O'quvchi,Yuborilgan,Kechikkan,Baho,Izoh");
    expect(csv).toContain('95,Zo‘r');
  });

  it('walks the ungraded work of a task oldest first, for a grading queue', async () => {
    const task = await createTask(ctx.app, teacher, { classId, title: 'Navbat' });
    const first = json(await submit(ctx.app, aziza, task._id)).data.submission;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = json(await submit(ctx.app, bekzod, task._id)).data.submission;
    const queue = json(await get(teacher, `/api/submissions?status=pending&taskId=${task._id}&sort=oldest`)).data;
    expect(queue.submissions.map((s: { _id: string }) => s._id)).toEqual([first._id, second._id]);
    expect((await get(otherTeacher, `/api/submissions?taskId=${task._id}`)).statusCode).toBe(404);
  });
});
