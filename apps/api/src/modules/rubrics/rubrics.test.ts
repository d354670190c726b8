import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

/** A level per points value, ids `<criterion>-<points>`. */
const criterion = (id: string, title: string, points: number[]) => ({
  id,
  title,
  levels: points.map((value) => ({ id: `${id}-${value}`, title: `${value} ball`, points: value })),
});
/** Three criteria worth 10 + 5 + 5 = 20 points. */
const THREE = [
  criterion('content', 'Mazmun', [10, 6, 0]),
  criterion('correct', "To'g'rilik", [5, 3, 0]),
  criterion('neat', 'Rasmiylashtirish', [5, 2, 0]),
];

describe.each(testDatabases)('rubrics on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let student: TestUser;
  let outsider: TestUser;
  let classId: string;
  let taskId: string;
  let secondTaskId: string;
  let otherClassTaskId: string;
  let foreignTaskId: string;
  let submissionId: string;

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const putRubric = (user: TestUser, task: string, criteria: unknown) =>
    call(user, 'PUT', `/api/tasks/${task}/rubric`, { criteria });
  const gradeBy = (user: TestUser, id: string, body: object) => call(user, 'PUT', `/api/submissions/${id}/grade`, body);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
    otherTeacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    outsider = await registerUser(ctx.app, 'student');
    classId = (await createClass(ctx.app, teacher, [student], { name: '7-A' }))._id;
    const secondClass = (await createClass(ctx.app, teacher, [], { name: '8-B' }))._id;
    const foreignClass = (await createClass(ctx.app, otherTeacher, [outsider], { name: '9-C' }))._id;
    taskId = (await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' }))._id;
    secondTaskId = (await createTask(ctx.app, teacher, { classId, title: 'Tenglamalar' }))._id;
    otherClassTaskId = (await createTask(ctx.app, teacher, { classId: secondClass, title: 'Insho' }))._id;
    foreignTaskId = (await createTask(ctx.app, otherTeacher, { classId: foreignClass, title: 'Boshqa' }))._id;
    submissionId = json(await submit(ctx.app, student, taskId)).data.submission._id;
  });
  afterAll(async () => ctx?.close());

  it('keeps a rubric: its max points are the best levels added up', async () => {
    expect(json(await call(teacher, 'GET', `/api/tasks/${taskId}/rubric`)).data.rubric).toBeNull();
    const saved = await putRubric(teacher, taskId, THREE);
    expect(saved.statusCode).toBe(200);
    const rubric = json(saved).data.rubric;
    expect(rubric).toMatchObject({ taskId, maxPoints: 20 });
    expect(rubric.criteria.map((row: { id: string }) => row.id)).toEqual(['content', 'correct', 'neat']);
    const read = json(await call(teacher, 'GET', `/api/tasks/${taskId}/rubric`)).data.rubric;
    expect(read).toEqual(rubric);
  });

  it.each([
    ['points above 100', [criterion('a', 'A', [101, 0])], 'rubricPointsRange'],
    ['negative points', [criterion('a', 'A', [5, -1])], 'rubricPointsRange'],
    ['one level', [criterion('a', 'A', [5])], 'rubricLevelsRequired'],
    ['seven levels', [criterion('a', 'A', [6, 5, 4, 3, 2, 1, 0])], 'rubricLevelsRequired'],
    ['no criteria', [], 'rubricCriteriaRequired'],
    [
      '13 criteria',
      Array.from({ length: 13 }, (_, i) => criterion(`c${i}`, `C${i}`, [2, 0])),
      'rubricCriteriaRequired',
    ],
    ['a repeated criterion', [criterion('a', 'A', [2, 0]), criterion('a', 'B', [2, 0])], 'rubricDuplicateId'],
    [
      'a repeated level',
      [{ id: 'a', title: 'A', levels: [1, 2].map(() => ({ id: 'x', title: 'X', points: 1 })) }],
      'rubricDuplicateId',
    ],
    ['no level worth points', [criterion('a', 'A', [0, 0])], 'rubricPointsRange'],
    ['a criterion without a title', [{ ...criterion('a', '', [2, 0]) }], 'rubricTitleRequired'],
  ])('refuses %s with 400 and changes nothing', async (_name, criteria, key) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${taskId}/rubric`,
      headers: { ...bearer(teacher), 'accept-language': 'en' },
      payload: { criteria },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(json(response).errors ?? json(response))).toContain(
      {
        rubricPointsRange: 'Points must',
        rubricLevelsRequired: '2 to 6 levels',
        rubricCriteriaRequired: '1 to 12',
        rubricDuplicateId: 'repeated',
        rubricTitleRequired: 'title',
      }[key]!,
    );
    expect(json(await call(teacher, 'GET', `/api/tasks/${taskId}/rubric`)).data.rubric.maxPoints).toBe(20);
  });

  it('lets the class see it and no one else: student 200, outsider and other teacher 404, student cannot write', async () => {
    const seen = await call(student, 'GET', `/api/tasks/${taskId}/rubric`);
    expect(seen.statusCode).toBe(200);
    expect(json(seen).data.rubric.criteria).toHaveLength(3);
    expect((await call(outsider, 'GET', `/api/tasks/${taskId}/rubric`)).statusCode).toBe(404);
    expect((await call(otherTeacher, 'GET', `/api/tasks/${taskId}/rubric`)).statusCode).toBe(404);
    // The student's own class only: another class's task answers as one that does not exist.
    expect((await call(student, 'GET', `/api/tasks/${foreignTaskId}/rubric`)).statusCode).toBe(404);
    expect((await putRubric(student, taskId, THREE)).statusCode).toBe(403);
    expect((await putRubric(otherTeacher, taskId, THREE)).statusCode).toBe(404);
    expect((await call(otherTeacher, 'DELETE', `/api/tasks/${taskId}/rubric`)).statusCode).toBe(404);
  });

  it('grades by levels: 6 + 5 + 2 of 20 points is 65 (mark 3), comments kept, the body’s score ignored', async () => {
    const response = await gradeBy(teacher, submissionId, {
      score: 100,
      feedback: 'Yaxshi',
      rubric: [
        { criterionId: 'content', levelId: 'content-6', comment: '  Misollar kam  ' },
        { criterionId: 'correct', levelId: 'correct-5' },
        { criterionId: 'neat', levelId: 'neat-2' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const submission = json(response).data.submission;
    expect(submission).toMatchObject({ score: 65, mark: 3, status: 'graded' });
    expect(submission.rubricResult).toEqual({
      points: 13,
      maxPoints: 20,
      criteria: [
        {
          criterionId: 'content',
          title: 'Mazmun',
          levelId: 'content-6',
          levelTitle: '6 ball',
          points: 6,
          maxPoints: 10,
          comment: 'Misollar kam',
        },
        {
          criterionId: 'correct',
          title: "To'g'rilik",
          levelId: 'correct-5',
          levelTitle: '5 ball',
          points: 5,
          maxPoints: 5,
          comment: '',
        },
        {
          criterionId: 'neat',
          title: 'Rasmiylashtirish',
          levelId: 'neat-2',
          levelTitle: '2 ball',
          points: 2,
          maxPoints: 5,
          comment: '',
        },
      ],
    });
    // The student reads the same result with their work, and on their task.
    const mine = json(await call(student, 'GET', '/api/submissions/my')).data.submissions[0];
    expect(mine.rubricResult.points).toBe(13);
    const task = json(await call(student, 'GET', `/api/tasks/${taskId}`)).data.task;
    expect(task.mySubmission.rubricResult.maxPoints).toBe(20);
  });

  it('refuses a missing criterion, an unknown level, and levels for a task without a rubric (400, nothing changes)', async () => {
    const missing = await gradeBy(teacher, submissionId, {
      rubric: [{ criterionId: 'content', levelId: 'content-10' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('Har bir mezon uchun darajani tanlang');
    const unknown = await gradeBy(teacher, submissionId, {
      rubric: [
        { criterionId: 'content', levelId: 'content-7' },
        { criterionId: 'correct', levelId: 'correct-5' },
        { criterionId: 'neat', levelId: 'neat-2' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe("Tanlangan daraja bu mezonlarda yo'q");
    const other = json(await submit(ctx.app, student, secondTaskId)).data.submission._id;
    const none = await gradeBy(teacher, other, { rubric: [{ criterionId: 'content', levelId: 'content-10' }] });
    expect(none.statusCode).toBe(400);
    expect(json(none).message).toBe("Bu vazifada baholash mezonlari yo'q");
    // Neither a score nor levels: the score is asked for.
    expect((await gradeBy(teacher, other, { feedback: 'x' })).statusCode).toBe(400);
    const still = json(await call(student, 'GET', '/api/submissions/my')).data.submissions;
    expect(still.find((row: { _id: string }) => row._id === submissionId).score).toBe(65);
    expect(still.find((row: { _id: string }) => row._id === other).status).toBe('submitted');
  });

  it('keeps the graded result when the rubric is edited or removed afterwards', async () => {
    const edited = [criterion('content', 'Mazmun va g‘oya', [20, 10, 0]), criterion('new', 'Yangi', [5, 0])];
    expect((await putRubric(teacher, taskId, edited)).statusCode).toBe(200);
    let mine = json(await call(student, 'GET', '/api/submissions/my')).data.submissions;
    let graded = mine.find((row: { _id: string }) => row._id === submissionId);
    expect(graded.score).toBe(65);
    expect(graded.rubricResult.maxPoints).toBe(20);
    expect(graded.rubricResult.criteria[0].title).toBe('Mazmun');
    expect((await call(teacher, 'DELETE', `/api/tasks/${taskId}/rubric`)).statusCode).toBe(200);
    expect((await call(teacher, 'DELETE', `/api/tasks/${taskId}/rubric`)).statusCode).toBe(404);
    mine = json(await call(student, 'GET', '/api/submissions/my')).data.submissions;
    graded = mine.find((row: { _id: string }) => row._id === submissionId);
    expect(graded.rubricResult.points).toBe(13);
    // Put back for the sections below.
    expect((await putRubric(teacher, taskId, THREE)).statusCode).toBe(200);
  });

  it('lists the teacher’s rubrics from every class they teach for reuse, never another teacher’s', async () => {
    expect((await putRubric(teacher, otherClassTaskId, [criterion('essay', 'Insho', [4, 0])])).statusCode).toBe(200);
    expect((await putRubric(otherTeacher, foreignTaskId, [criterion('x', 'Begona', [3, 0])])).statusCode).toBe(200);
    const listed = json(await call(teacher, 'GET', '/api/rubrics')).data.rubrics;
    expect(listed.map((row: { taskTitle: string }) => row.taskTitle)).toEqual(['Insho', 'Kasrlar']);
    expect(listed[0]).toMatchObject({ taskId: otherClassTaskId, className: '8-B', maxPoints: 4 });
    const filtered = json(await call(teacher, 'GET', '/api/rubrics?q=kasr')).data.rubrics;
    expect(filtered.map((row: { taskId: string }) => row.taskId)).toEqual([taskId]);
    const theirs = json(await call(otherTeacher, 'GET', '/api/rubrics')).data.rubrics;
    expect(theirs.map((row: { taskTitle: string }) => row.taskTitle)).toEqual(['Boshqa']);
    expect((await call(student, 'GET', '/api/rubrics')).statusCode).toBe(403);
    // Reuse: the copied criteria onto another task.
    const reused = await putRubric(teacher, secondTaskId, listed[0].criteria);
    expect(json(reused).data.rubric).toMatchObject({ taskId: secondTaskId, maxPoints: 4 });
  });

  it('grading by score again clears the rubric result', async () => {
    const other = json(await call(student, 'GET', '/api/submissions/my')).data.submissions.find(
      (row: { taskId: { _id: string } }) => row.taskId._id === secondTaskId,
    )._id;
    const byRubric = await gradeBy(teacher, other, { rubric: [{ criterionId: 'essay', levelId: 'essay-4' }] });
    expect(json(byRubric).data.submission).toMatchObject({ score: 100, mark: 5 });
    const byScore = await gradeBy(teacher, other, { score: 70 });
    expect(json(byScore).data.submission).toMatchObject({ score: 70, mark: 3, rubricResult: null });
    const regraded = await gradeBy(teacher, other, { rubric: [{ criterionId: 'essay', levelId: 'essay-0' }] });
    expect(json(regraded).data.submission).toMatchObject({ score: 0, mark: 2 });
  });

  it('writes the rubric results into the gradebook workbook, and leaves the CSV as it was', async () => {
    const response = await call(teacher, 'GET', `/api/classes/${classId}/gradebook?format=xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets.at(-1)!;
    expect(sheet.name).toBe('Baholash mezonlari');
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 11)).toEqual([
      "O'quvchi",
      'Vazifa',
      'Mazmun',
      'Mazmun (ball)',
      "To'g'rilik",
      "To'g'rilik (ball)",
      'Rasmiylashtirish',
      'Rasmiylashtirish (ball)',
      'Ball',
      'Jami',
      'Baho',
    ]);
    expect(rows[1]).toEqual(['Aziza Karimova', 'Kasrlar', '6 ball', 6, '5 ball', 5, '2 ball', 2, 13, 20, 65, 3]);
    // The second task was graded by another rubric: its own header.
    expect(rows.some((row) => row[0] === 'Aziza Karimova' && row[1] === 'Tenglamalar' && row[2] === '0 ball')).toBe(
      true,
    );
    const term = await call(teacher, 'GET', `/api/classes/${classId}/gradebook?format=xlsx&term=1`);
    expect(term.statusCode).toBe(200);
    const csv = await call(teacher, 'GET', `/api/classes/${classId}/gradebook`);
    expect(csv.body).not.toContain('Mazmun');
  });
});

type Mode = 'json' | 'fenced' | 'bad' | 'error';

/** A local server speaking the OpenAI chat-completions protocol, drafting a rubric. */
function startFakeModel() {
  const state: { mode: Mode; requests: any[] } = { mode: 'json', requests: [] };
  const draft = {
    criteria: [
      {
        title: 'Tushunish',
        description: 'Mavzuni tushunganini ko‘rsatadi',
        levels: [
          { title: "A'lo", points: 4 },
          { title: 'Yaxshi', points: 3 },
          { title: 'Qoniqarli', points: 2 },
          { title: 'Kam', points: 0 },
        ],
      },
      {
        title: 'Hisob',
        levels: [
          { title: 'Xatosiz', points: 6 },
          { title: 'Xatolar bor', points: 0 },
        ],
      },
    ],
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      state.requests.push(JSON.parse(body));
      if (state.mode === 'error') return res.writeHead(500).end('{"error":{"message":"down"}}');
      const content =
        state.mode === 'json'
          ? JSON.stringify(draft)
          : state.mode === 'fenced'
            ? `Mana:\n\`\`\`json\n${JSON.stringify(draft)}\n\`\`\``
            : '{"criteria": [{"title": "", "levels": []}]}';
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  return new Promise<{ server: Server; state: typeof state; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` }),
    ),
  );
}

describe('AI rubric drafts', () => {
  let offline: TestContext;
  let online: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeModel>>;
  let teacher: TestUser;
  let modelTeacher: TestUser;
  beforeAll(async () => {
    fake = await startFakeModel();
    offline = await createTestContext('sqlite');
    online = await createTestContext('sqlite', {
      env: { AI_BASE_URL: fake.url, AI_MODEL: 'test-model', AI_API_KEY: 'k', AI_TIMEOUT_MS: '1000' },
    });
    teacher = await registerUser(offline.app, 'teacher');
    modelTeacher = await registerUser(online.app, 'teacher');
  });
  afterAll(async () => {
    await offline?.close();
    await online?.close();
    fake?.server.close();
  });

  const draft = (ctx: TestContext, user: TestUser, payload: object, language = 'uz') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/rubric',
      headers: { ...bearer(user), 'accept-language': language },
      payload,
    });

  it.each([
    ['uz', 'Mazmun', "A'lo"],
    ['en', 'Content', 'Excellent'],
    ['ru', 'Содержание', 'Отлично'],
    ['uz-Cyrl', 'Мазмун', 'Аъло'],
  ])(
    'drafts offline in %s: 4 criteria of 4 levels from full points to 0, a valid rubric',
    async (language, first, best) => {
      const response = await draft(offline, teacher, { title: 'Kasrlar', description: "Kasrlarni qo'shish" }, language);
      expect(response.statusCode).toBe(200);
      const { rubric, source } = json(response).data;
      expect(source).toBe('offline');
      expect(rubric.criteria).toHaveLength(4);
      expect(rubric.criteria[0].title).toBe(first);
      expect(rubric.criteria[0].levels.map((level: { points: number }) => level.points)).toEqual([25, 18, 10, 0]);
      expect(rubric.criteria[0].levels[0].title).toBe(best);
      // What the builder saves as it is.
      const check = await import('@sinfxona/domain/schemas/rubrics');
      expect(check.rubricInput.safeParse(rubric).success).toBe(true);
    },
  );

  it('drafts 2 to 8 criteria, and refuses other counts and a missing title', async () => {
    const eight = json(await draft(offline, teacher, { title: 'Insho', criteria: 8 })).data.rubric;
    expect(eight.criteria).toHaveLength(8);
    expect((await draft(offline, teacher, { title: 'Insho', criteria: 9 })).statusCode).toBe(400);
    expect((await draft(offline, teacher, { title: 'Insho', criteria: 1 })).statusCode).toBe(400);
    expect((await draft(offline, teacher, { description: 'x' })).statusCode).toBe(400);
  });

  it('asks the model through the OpenAI protocol and gives each criterion and level an id', async () => {
    fake.state.mode = 'json';
    const response = await draft(online, modelTeacher, { title: 'Fotosintez', criteria: 2 });
    expect(response.statusCode).toBe(200);
    const { rubric, source } = json(response).data;
    expect(source).toBe('model');
    expect(rubric.criteria.map((row: { title: string }) => row.title)).toEqual(['Tushunish', 'Hisob']);
    expect(rubric.criteria[0].id).toMatch(/^[\w-]+$/);
    expect(new Set(rubric.criteria[0].levels.map((level: { id: string }) => level.id)).size).toBe(4);
    const request = fake.state.requests.at(-1);
    expect(request.model).toBe('test-model');
    expect(request.messages[1].content).toContain('Fotosintez');
    fake.state.mode = 'fenced';
    expect(json(await draft(online, modelTeacher, { title: 'Fotosintez' })).data.source).toBe('model');
  });

  it('falls back to the offline draft when the model answers no valid rubric, or fails', async () => {
    for (const mode of ['bad', 'error'] as const) {
      fake.state.mode = mode;
      const response = await draft(online, modelTeacher, { title: 'Fotosintez' }, 'en');
      expect(response.statusCode).toBe(200);
      expect(json(response).data.source).toBe('offline');
      expect(json(response).data.rubric.criteria[0].title).toBe('Content');
    }
  });

  it('is for teachers: a student is refused', async () => {
    const student = await registerUser(offline.app, 'student');
    expect((await draft(offline, student, { title: 'Kasrlar' })).statusCode).toBe(403);
  });
});
