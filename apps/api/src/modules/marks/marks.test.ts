import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '@sinfxona/domain/rules/marks';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, createAdmin, json, registerUser, type TestUser } from '../../test/http';

const DAY = 86_400_000;
const day = (offset: number) => schoolDate(new Date(Date.now() + offset * DAY));
const at = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

/**
 * One class over two terms, worked out by hand (docs/architecture.md §4 "Marks and terms"):
 *   term 1 (90 to 31 days ago): K1 (due 60 days ago), K2 (due 40 days ago)
 *   term 2 (30 days ago to 60 days ahead): K3 (due 10 days ago), K4 (due in 10 days)
 *   Aziza: K1 90, K2 70, K3 86, K4 handed in on time (not graded)
 *   Bekzod: K1 55, K2 nothing (missing), K3 nothing (excused), K4 nothing (still time)
 *   Charos: K1 nothing but an extension into the future, K2 returned for revision, K3 late, K4 nothing
 */
describe.each(testDatabases)('marks and terms on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let charos: TestUser;
  let outsider: TestUser;
  let admin: TestUser;
  let classId: string;
  let otherClassId: string;
  const task: Record<'K1' | 'K2' | 'K3' | 'K4', string> = { K1: '', K2: '', K3: '', K4: '' };
  const submission: Record<string, string> = {};
  const terms = [
    { name: '1-chorak', start: day(-90), end: day(-31) },
    { name: '2-chorak', start: day(-30), end: day(60) },
  ];

  const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
  const send = (user: TestUser, method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const card = async (caller: TestUser, studentId: string, term: number) =>
    get(caller, `/api/users/${studentId}/report-card?term=${term}`);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    otherTeacher = await registerUser(ctx.app, 'teacher');
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    charos = await registerUser(ctx.app, 'student', { fullName: 'Charos Nazarova' });
    outsider = await registerUser(ctx.app, 'student');
    admin = await createAdmin(ctx.app);
    expect((await send(admin, 'PUT', '/api/school', { terms })).statusCode).toBe(200);
    classId = (await createClass(ctx.app, teacher, [aziza, bekzod, charos], { name: '7-A' }))._id;
    otherClassId = (await createClass(ctx.app, otherTeacher, [outsider], { name: '8-B' }))._id;
    for (const [name, offset] of [
      ['K1', -60],
      ['K2', -40],
      ['K3', -10],
      ['K4', 10],
    ] as const) {
      task[name] = (await createTask(ctx.app, teacher, { classId, title: `K-${name[1]}` }))._id;
      // Deadlines in the past, as a school year has them (a new task's deadline is in the future).
      await ctx.app.deps.db
        .updateTable('tasks')
        .set({ deadline: at(offset) })
        .where('id', '=', task[name])
        .execute();
    }
    ctx.app.forgetReads();
    const hand = async (student: TestUser, name: keyof typeof task, score?: number) => {
      const made = json(await submit(ctx.app, student, task[name])).data.submission;
      submission[`${student.fullName}:${name}`] = made._id;
      if (score !== undefined) expect((await grade(ctx.app, teacher, made._id, score)).statusCode).toBe(200);
    };
    await hand(aziza, 'K1', 90);
    await hand(aziza, 'K2', 70);
    await hand(aziza, 'K3', 86);
    await hand(aziza, 'K4');
    await hand(bekzod, 'K1', 55);
    await hand(charos, 'K2');
    await hand(charos, 'K3');
    await send(teacher, 'POST', `/api/submissions/${submission['Charos Nazarova:K2']}/return`, {
      feedback: 'Qayta ishlang',
    });
    await send(teacher, 'PUT', `/api/tasks/${task.K1}/extensions/${charos.id}`, { deadline: at(5) });
  });
  afterAll(async () => ctx?.close());

  it('puts the mark beside every score: 55/56, 70/71, 85/86 on the default scale, then on a changed one', async () => {
    const scored = json(
      await submit(ctx.app, outsider, (await createTask(ctx.app, otherTeacher, { classId: otherClassId }))._id),
    ).data.submission._id as string;
    const markFor = async (score: number) => json(await grade(ctx.app, otherTeacher, scored, score)).data.submission;
    const defaults: [number, number][] = [
      [55, 2],
      [56, 3],
      [70, 3],
      [71, 4],
      [85, 4],
      [86, 5],
    ];
    for (const [score, mark] of defaults) expect(await markFor(score)).toMatchObject({ score, mark });
    // A kept list shows the mark too, and forgets it when the school changes its scale.
    const list = `/api/submissions?classId=${otherClassId}`;
    expect(json(await get(otherTeacher, list)).data.submissions[0]).toMatchObject({ score: 86, mark: 5 });
    const hits = ctx.app.readCacheStats().hits;
    expect(json(await get(otherTeacher, list)).data.submissions[0].mark).toBe(5);
    // Kept (the cache is on with SQLite, one instance): the scale's change must forget it.
    if (kind === 'sqlite') expect(ctx.app.readCacheStats().hits).toBe(hits + 1);
    const stricter = [
      { mark: 5, min: 90 },
      { mark: 4, min: 75 },
      { mark: 3, min: 60 },
      { mark: 2, min: 0 },
    ];
    expect((await send(admin, 'PUT', '/api/school', { gradeScale: stricter })).statusCode).toBe(200);
    expect(json(await get(otherTeacher, list)).data.submissions[0]).toMatchObject({ score: 86, mark: 4 });
    for (const [score, mark] of [
      [59, 2],
      [60, 3],
      [74, 3],
      [75, 4],
      [89, 4],
      [90, 5],
    ] as const)
      expect(await markFor(score)).toMatchObject({ score, mark });
    expect(json(await get(outsider, '/api/submissions/my')).data.submissions[0]).toMatchObject({ score: 90, mark: 5 });
    expect(json(await get(outsider, '/api/submissions/progress')).data.progress).toMatchObject({
      averageScore: 90,
      averageMark: 5,
    });
    expect((await send(admin, 'PUT', '/api/school', { gradeScale: null })).statusCode).toBe(400);
    await send(admin, 'PUT', '/api/school', {
      gradeScale: [
        { mark: 5, min: 86 },
        { mark: 4, min: 71 },
        { mark: 3, min: 56 },
        { mark: 2, min: 0 },
      ],
    });
    expect(json(await get(otherTeacher, list)).data.submissions[0]).toMatchObject({ score: 90, mark: 5 });
  });

  it('refuses terms that overlap and a scale that does not end at 0, in the caller’s language', async () => {
    const overlapping = [
      { name: '1-chorak', start: '2026-09-01', end: '2026-11-10' },
      { name: '2-chorak', start: '2026-11-05', end: '2026-12-31' },
    ];
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/school',
      headers: { ...bearer(admin), 'accept-language': 'en' },
      payload: { terms: overlapping },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Terms must come in order without overlapping');
    const inUzbek = await send(admin, 'PUT', '/api/school', { terms: overlapping });
    expect(json(inUzbek).message).toBe('Choraklar tartib bilan, bir-birini qoplamasdan kelishi kerak');
    const scale = await send(admin, 'PUT', '/api/school', {
      gradeScale: [
        { mark: 5, min: 86 },
        { mark: 4, min: 71 },
      ],
    });
    expect(scale.statusCode).toBe(400);
    expect(json(scale).code).toBe('VALIDATION_ERROR');
    const school = json(await get(aziza, '/api/school')).data.school;
    expect(school.terms).toEqual(terms);
    expect(school.gradeScale.at(-1)).toEqual({ mark: 2, min: 0 });
  });

  it('lists every student on a task with their status, attempt, extension and excusal', async () => {
    const roster = async (name: keyof typeof task) => {
      const response = await get(teacher, `/api/tasks/${task[name]}/roster`);
      expect(response.statusCode).toBe(200);
      return json(response).data.roster as {
        student: { fullName: string };
        status: string;
        attempt: number;
        submission?: { score: number | null; mark: number | null };
        extension?: { deadline: string };
        excused?: unknown;
      }[];
    };
    const statuses = async (name: keyof typeof task) =>
      (await roster(name)).map((row) => [row.student.fullName, row.status, row.attempt]);
    expect(await statuses('K1')).toEqual([
      ['Aziza Karimova', 'graded', 1],
      ['Bekzod Olimov', 'graded', 1],
      ['Charos Nazarova', 'assigned', 0],
    ]);
    const k1 = await roster('K1');
    expect(k1[0]!.submission).toMatchObject({ score: 90, mark: 5 });
    expect(Date.parse(k1[2]!.extension!.deadline)).toBeGreaterThan(Date.now());
    expect(k1[2]!.submission).toBeUndefined();
    expect(await statuses('K2')).toEqual([
      ['Aziza Karimova', 'graded', 1],
      ['Bekzod Olimov', 'missing', 0],
      ['Charos Nazarova', 'returned', 1],
    ]);
    expect(await statuses('K3')).toEqual([
      ['Aziza Karimova', 'graded', 1],
      ['Bekzod Olimov', 'missing', 0],
      ['Charos Nazarova', 'late', 1],
    ]);
    expect(await statuses('K4')).toEqual([
      ['Aziza Karimova', 'submitted', 1],
      ['Bekzod Olimov', 'assigned', 0],
      ['Charos Nazarova', 'assigned', 0],
    ]);
    // Charos hands in the returned K2 again: her second attempt, late.
    expect((await submit(ctx.app, charos, task.K2)).statusCode).toBe(201);
    expect((await roster('K2'))[2]).toMatchObject({ status: 'late', attempt: 2, submission: { attempt: 2 } });
    // Another teacher's class, a student, a missing task: as if it did not exist (or the wrong role).
    expect((await get(otherTeacher, `/api/tasks/${task.K1}/roster`)).statusCode).toBe(404);
    expect((await get(aziza, `/api/tasks/${task.K1}/roster`)).statusCode).toBe(403);
    expect((await get(admin, `/api/tasks/${task.K1}/roster`)).statusCode).toBe(200);
  });

  it('counts missing work apart from the term average, never as 0, and leaves excused work out', async () => {
    const classRow = async (student: TestUser, term: number) => {
      const response = await card(teacher, student.id, term);
      expect(response.statusCode).toBe(200);
      return json(response).data.reportCard.classes[0];
    };
    const row = (averageScore: number, mark: number | null, graded: number, missing: number) => ({
      classId,
      className: '7-A',
      subject: 'Matematika',
      averageScore,
      mark,
      graded,
      missing,
    });
    expect(await classRow(aziza, 1)).toEqual(row(80, 4, 2, 0));
    expect(await classRow(bekzod, 1)).toEqual(row(55, 2, 1, 1));
    expect(await classRow(charos, 1)).toEqual(row(0, null, 0, 0));
    expect(await classRow(aziza, 2)).toEqual(row(86, 5, 1, 0));
    expect(await classRow(bekzod, 2)).toEqual(row(0, null, 0, 1));

    // Excused: Bekzod's K3 leaves the missing count; a handed-in task cannot be excused.
    const excused = await send(teacher, 'PUT', `/api/tasks/${task.K3}/excusals/${bekzod.id}`);
    expect(excused.statusCode).toBe(200);
    expect(json(excused).data.excusal).toMatchObject({
      studentId: bekzod.id,
      taskId: task.K3,
      excusedBy: { _id: teacher.id, fullName: 'Dilnoza Rashidova' },
    });
    expect((await send(teacher, 'PUT', `/api/tasks/${task.K3}/excusals/${bekzod.id}`)).statusCode).toBe(200);
    expect(await classRow(bekzod, 2)).toEqual(row(0, null, 0, 0));
    const k3 = json(await get(teacher, `/api/tasks/${task.K3}/roster`)).data.roster[1];
    expect(k3).toMatchObject({ status: 'missing', excused: { studentId: bekzod.id } });
    expect((await send(teacher, 'PUT', `/api/tasks/${task.K3}/excusals/${aziza.id}`)).statusCode).toBe(409);
    expect((await send(teacher, 'PUT', `/api/tasks/${task.K3}/excusals/${outsider.id}`)).statusCode).toBe(404);
    expect((await send(otherTeacher, 'PUT', `/api/tasks/${task.K3}/excusals/${bekzod.id}`)).statusCode).toBe(404);

    // Taken back, it is missing again; given again for the rest of the test.
    expect((await send(teacher, 'DELETE', `/api/tasks/${task.K3}/excusals/${bekzod.id}`)).statusCode).toBe(200);
    expect((await send(teacher, 'DELETE', `/api/tasks/${task.K3}/excusals/${bekzod.id}`)).statusCode).toBe(404);
    expect(await classRow(bekzod, 2)).toEqual(row(0, null, 0, 1));
    await send(teacher, 'PUT', `/api/tasks/${task.K3}/excusals/${bekzod.id}`);

    // A term the school does not have.
    const unknown = await card(teacher, bekzod.id, 3);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).code).toBe('VALIDATION_ERROR');
    expect((await card(teacher, bekzod.id, 0)).statusCode).toBe(400);
  });

  it('shows a report card to the student, their teachers and an admin, and to nobody else', async () => {
    const own = await card(aziza, aziza.id, 2);
    expect(own.statusCode).toBe(200);
    expect(json(own).data.reportCard).toEqual({
      student: { _id: aziza.id, fullName: 'Aziza Karimova' },
      term: { number: 2, ...terms[1] },
      classes: [{ classId, className: '7-A', subject: 'Matematika', averageScore: 86, mark: 5, graded: 1, missing: 0 }],
    });
    // Without a term: the current one (the second).
    expect(json(await get(aziza, `/api/users/${aziza.id}/report-card`)).data.reportCard.term.number).toBe(2);
    expect(json(await get(aziza, `/api/users/${aziza.id}/report-card?term=`)).data.reportCard.term.number).toBe(2);
    expect((await card(bekzod, aziza.id, 2)).statusCode).toBe(404);
    expect((await card(outsider, aziza.id, 2)).statusCode).toBe(404);
    expect((await card(otherTeacher, aziza.id, 2)).statusCode).toBe(404);
    expect((await card(admin, aziza.id, 2)).statusCode).toBe(200);
    expect((await card(teacher, teacher.id, 2)).statusCode).toBe(404);
    expect((await card(teacher, 'no-such-user', 2)).statusCode).toBe(404);
    // The outsider's own card holds only their own class.
    expect(
      json(await card(outsider, outsider.id, 2)).data.reportCard.classes.map((c: { classId: string }) => c.classId),
    ).toEqual([otherClassId]);
  });

  it('prints the class’s report cards as a PDF for its teachers', async () => {
    const response = await get(teacher, `/api/classes/${classId}/report-cards.pdf?term=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('baholar-varaqasi-7-A-1-chorak.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One page per pupil.
    expect(response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect((await get(otherTeacher, `/api/classes/${classId}/report-cards.pdf?term=1`)).statusCode).toBe(404);
    expect((await get(teacher, `/api/classes/${classId}/report-cards.pdf?term=9`)).statusCode).toBe(400);
  });

  it('gives a term’s gradebook as CSV: a mark beside every score, the term average with its mark, missing and excused', async () => {
    const response = await get(teacher, `/api/classes/${classId}/gradebook?term=2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('baholar-7-A-2-chorak.csv');
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      "O'quvchi,Email,K-3,K-3 (5 ballik baho),K-4,K-4 (5 ballik baho)," +
        "O'rtacha baho,O'rtacha bo'yicha baho,Baholangan,Topshirilmagan,Sababli,Bajarilish %",
    );
    expect(lines[1]).toBe(`Aziza Karimova,${aziza.email},86,5,baholanmagan,,86,5,1,0,0,100`);
    expect(lines[2]).toBe(`Bekzod Olimov,${bekzod.email},sababli,,,,,,0,0,1,0`);
    expect(lines[3]).toBe(`Charos Nazarova,${charos.email},baholanmagan,,,,,,0,0,0,50`);
    const first = (await get(teacher, `/api/classes/${classId}/gradebook?term=1`)).body.slice(1).trim().split('\r\n');
    expect(first[2]).toBe(`Bekzod Olimov,${bekzod.email},55,2,topshirilmagan,,55,2,1,1,0,50`);
    expect((await get(teacher, `/api/classes/${classId}/gradebook?term=7`)).statusCode).toBe(400);
    // One task's sheet: the mark beside the score, missing work written as such.
    const one = (await get(teacher, `/api/classes/${classId}/gradebook?taskId=${task.K2}`)).body;
    expect(one).toContain(`Bekzod Olimov,${bekzod.email},,,topshirilmagan,,`);
    expect(one).toContain(',70,3,');
  });

  it('gives the gradebook as a workbook: a sheet per term and the year, frozen header and names, coloured marks', async () => {
    const response = await get(teacher, `/api/classes/${classId}/gradebook?format=xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['1-chorak', '2-chorak', 'Yillik']);
    const [term1, term2, year] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(term1.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    const values = (sheet: ExcelJS.Worksheet, row: number) =>
      (sheet.getRow(row).values as unknown[]).slice(1).map((value) => value ?? '');
    expect(values(term1, 1)).toEqual([
      "O'quvchi",
      'Email',
      'K-1',
      'K-1 (5 ballik baho)',
      'K-2',
      'K-2 (5 ballik baho)',
      "O'rtacha baho",
      "O'rtacha bo'yicha baho",
      'Baholangan',
      'Topshirilmagan',
      'Sababli',
      'Bajarilish %',
    ]);
    expect(values(term1, 2)).toEqual(['Aziza Karimova', aziza.email, 90, 5, 70, 3, 80, 4, 2, 0, 0, 100]);
    expect(values(term1, 3)).toEqual(['Bekzod Olimov', bekzod.email, 55, 2, 'topshirilmagan', '', 55, 2, 1, 1, 0, 50]);
    // Nothing graded in the term: no average and no mark (blank cells, not a 0).
    expect(values(term2, 4).slice(0, 8)).toEqual(['Charos Nazarova', charos.email, 'baholanmagan', '', '', '', '', '']);
    const fill = (sheet: ExcelJS.Worksheet, row: number, column: number) =>
      (sheet.getRow(row).getCell(column).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    // A 5 green, a 3 yellow, a 2 red; missing work its own red; plain text plain.
    expect(fill(term1, 2, 4)).toBe('FFD3F9D8');
    expect(fill(term1, 2, 6)).toBe('FFFFF3BF');
    expect(fill(term1, 3, 4)).toBe('FFFFE3E3');
    expect(fill(term1, 3, 5)).toBe('FFFFC9C9');
    expect(fill(term1, 2, 1)).toBeUndefined();
    // The year: every task; Aziza's mean of 90, 70 and 86 is 82 → 4.
    expect(values(year, 1).slice(2, 10)).toEqual([
      'K-1',
      'K-1 (5 ballik baho)',
      'K-2',
      'K-2 (5 ballik baho)',
      'K-3',
      'K-3 (5 ballik baho)',
      'K-4',
      'K-4 (5 ballik baho)',
    ]);
    expect(values(year, 2).slice(10, 13)).toEqual([82, 4, 3]);
    // One term asked for: that sheet alone.
    const single = new ExcelJS.Workbook();
    await single.xlsx.load(
      (await get(teacher, `/api/classes/${classId}/gradebook?format=xlsx&term=2`)).rawPayload as unknown as ArrayBuffer,
    );
    expect(single.worksheets.map((sheet) => sheet.name)).toEqual(['2-chorak']);
  });

  it('gives the class’s and the task’s figures the distribution of marks', async () => {
    const stats = json(await get(teacher, `/api/users/stats/teacher?classId=${classId}`)).data.stats;
    // 90 and 86 → 5; 70 → 3; 55 → 2.
    expect(stats).toMatchObject({ marks: { '5': 2, '4': 0, '3': 1, '2': 1 }, averageScore: 75.3, averageMark: 4 });
    const k1 = json(await get(teacher, `/api/tasks/${task.K1}/stats`)).data.stats;
    expect(k1).toMatchObject({ marks: { '5': 1, '4': 0, '3': 0, '2': 1 }, averageScore: 72.5, averageMark: 4 });
    const rows = json(await get(teacher, `/api/classes/${classId}/students`)).data.users;
    expect(
      rows.map((row: { fullName: string; averageMark: number | null }) => [row.fullName, row.averageMark]),
    ).toEqual([
      ['Aziza Karimova', 4],
      ['Bekzod Olimov', 2],
      ['Charos Nazarova', null],
    ]);
  });
});
