import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RubricCriterion } from '@sinfxona/domain/rules/rubric';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makePng } from '../../demo/sample-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask, submissionBody } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

/** A local server speaking the OpenAI chat-completions protocol; it keeps what it was asked. */
function startFakeModel() {
  const state = { reply: '', malformed: false, requests: [] as any[] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      state.requests.push(JSON.parse(body));
      if (state.malformed) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: state.reply }, finish_reason: 'stop' }],
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

const CRITERIA: RubricCriterion[] = [
  {
    id: 'solution',
    title: 'Yechim',
    levels: [
      { id: 's0', title: 'Yo‘q', points: 0 },
      { id: 's1', title: 'Qisman', description: 'Yechimning yarmi to‘g‘ri', points: 5 },
      { id: 's2', title: 'To‘liq', points: 10 },
    ],
  },
  {
    id: 'layout',
    title: 'Rasmiylashtirish',
    levels: [
      { id: 'l0', title: 'Tartibsiz', points: 0 },
      { id: 'l1', title: 'Tartibli', description: 'Birliklar yozilgan', points: 10 },
    ],
  },
];

/** A class with two pupils and a task with a rubric, set up by its teacher; another teacher beside. */
async function setUp(ctx: TestContext) {
  const teacher = await registerUser(ctx.app, 'teacher', { fullName: 'Dilnoza Rashidova' });
  const otherTeacher = await registerUser(ctx.app, 'teacher');
  const pupils = [
    await registerUser(ctx.app, 'student', { fullName: 'Karimova Aziza' }),
    await registerUser(ctx.app, 'student', { fullName: 'Olimov Bekzod' }),
    await registerUser(ctx.app, 'student', { fullName: 'Yusupova Malika' }),
  ];
  const classId = (await createClass(ctx.app, teacher, pupils))._id;
  const task = await createTask(ctx.app, teacher, {
    classId,
    title: 'Kasrlarni qo‘shish',
    description: 'Uchta misolni yeching.',
  });
  await ctx.db
    .insertInto('task_rubrics')
    .values({
      task_id: task._id,
      criteria: JSON.stringify(CRITERIA),
      max_points: 20,
      updated_by: teacher.id,
      updated_at: new Date().toISOString(),
    })
    .execute();
  const handIn = async (pupil: TestUser, filename: string, content: Buffer, text?: string) => {
    const body = submissionBody(text, content);
    // The fixture names the file javob.pdf; the type comes from the bytes, the name only shows.
    const payload = Buffer.from(body.payload.toString('latin1').replace('javob.pdf', filename), 'latin1');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${task._id}`,
      payload,
      headers: { ...body.headers, ...bearer(pupil) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data.submission._id as string;
  };
  const submissions = {
    pdf: await handIn(pupils[0]!, 'javob.pdf', makePdf(['Javob: 1/2 + 1/3 = 5/6', 'Ikkinchi misol: 7/12'])),
    docx: await handIn(pupils[1]!, 'javob.docx', makeDocx(['Birinchi misol 3/4', 'Xulosa: kasrlar oson'])),
    photo: await handIn(pupils[2]!, 'daftar.png', makePng()),
  };
  return { teacher, otherTeacher, student: pupils[0]!, classId, task, submissions };
}

describe('feedback drafts through an OpenAI-compatible model', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeModel>>;
  let school: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    fake = await startFakeModel();
    ctx = await createTestContext('sqlite', {
      env: { AI_BASE_URL: fake.url, AI_MODEL: 'test-model', AI_API_KEY: 'k', AI_TIMEOUT_MS: '2000' },
    });
    school = await setUp(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    fake?.server.close();
  });

  const draft = (user: TestUser, id: string, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/feedback-draft`,
      headers: { ...bearer(user), 'accept-language': language },
    });
  const lastPrompt = () =>
    fake.state.requests
      .at(-1)
      .messages.map((message: any) => message.content)
      .join('\n');

  it("gives the model the PDF's text, the task and the rubric, and keeps only the rubric's levels", async () => {
    fake.state.malformed = false;
    fake.state.reply =
      '```json\n' +
      JSON.stringify({
        feedback: 'Good work on the first example; check the second one.',
        rubric: [
          { criterionId: 'solution', levelId: 's2', comment: 'All correct' },
          { criterionId: 'layout', levelId: 'l9', comment: 'no such level' },
          { criterionId: 'ghost', levelId: 's1', comment: 'no such criterion' },
        ],
      }) +
      '\n```';
    const response = await draft(school.teacher, school.submissions.pdf);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data.draft).toEqual({
      feedback: 'Good work on the first example; check the second one.',
      rubric: [
        {
          criterionId: 'solution',
          levelId: 's2',
          comment: 'All correct',
          criterionTitle: 'Yechim',
          levelTitle: 'To‘liq',
        },
      ],
      score: null,
      source: 'model',
      textSource: 'pdf',
      note: expect.stringContaining('PDF'),
    });
    const prompt = lastPrompt();
    expect(prompt).toContain('Javob: 1/2 + 1/3 = 5/6');
    expect(prompt).toContain('Kasrlarni qo‘shish');
    expect(prompt).toContain('levelId "s1"');
    expect(prompt).toContain('English');
  });

  it('scores the suggested levels when every criterion has one', async () => {
    fake.state.reply = JSON.stringify({
      feedback: 'Yaxshi.',
      rubric: [
        { criterionId: 'solution', levelId: 's1', comment: '' },
        { criterionId: 'layout', levelId: 'l1' },
      ],
    });
    const response = await draft(school.teacher, school.submissions.pdf, 'uz');
    expect(json(response).data.draft).toMatchObject({ score: 75, source: 'model' });
    expect(fake.state.requests.at(-1).messages[0].content).toContain('Uzbek (Latin script)');
  });

  it("gives the model a Word file's text", async () => {
    fake.state.reply = JSON.stringify({ feedback: 'Xulosa yaxshi.', rubric: [] });
    const response = await draft(school.teacher, school.submissions.docx);
    expect(json(response).data.draft).toMatchObject({ textSource: 'docx', source: 'model', rubric: [] });
    expect(lastPrompt()).toContain('Xulosa: kasrlar oson');
  });

  it('says a photo has no text to read, and drafts from the task and the rubric only', async () => {
    fake.state.reply = JSON.stringify({ feedback: 'Rasm aniq emas.', rubric: [] });
    const response = await draft(school.teacher, school.submissions.photo);
    expect(json(response).data.draft).toMatchObject({
      textSource: 'none',
      source: 'model',
      note: 'This work is a photo: there is no text to read, so the draft is built from the task and the rubric only',
    });
    expect(lastPrompt()).toContain('(The work is a photo: there is no text to read.)');
    const russian = json(await draft(school.teacher, school.submissions.photo, 'ru')).data.draft;
    expect(russian.note).toContain('Эта работа — фотография');
  });

  it('falls back to the offline template when the model answers out of shape', async () => {
    fake.state.reply = 'I think the pupil did fine.';
    const prose = json(await draft(school.teacher, school.submissions.pdf)).data.draft;
    expect(prose).toMatchObject({ source: 'offline', textSource: 'pdf' });
    expect(prose.note).toContain('did not answer');
    fake.state.malformed = true;
    const broken = await draft(school.teacher, school.submissions.pdf);
    expect(broken.statusCode).toBe(200);
    expect(json(broken).data.draft).toMatchObject({
      source: 'offline',
      rubric: [
        { criterionId: 'solution', levelId: 's1', comment: 'Yechimning yarmi to‘g‘ri' },
        { criterionId: 'layout', levelId: 'l1', comment: 'Birliklar yozilgan' },
      ],
      score: 75,
    });
    fake.state.malformed = false;
  });

  it('answers 404 to another teacher and 403 to a student, and saves nothing', async () => {
    const before = await ctx.db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', school.submissions.pdf)
      .execute();
    expect((await draft(school.otherTeacher, school.submissions.pdf)).statusCode).toBe(404);
    expect((await draft(school.student, school.submissions.pdf)).statusCode).toBe(403);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${school.submissions.pdf}/feedback-draft`,
    });
    expect(guest.statusCode).toBe(401);
    const after = await ctx.db.selectFrom('submissions').selectAll().where('id', '=', school.submissions.pdf).execute();
    expect(after).toEqual(before);
  });
});

describe.each(testDatabases)('offline feedback drafts on %s', (kind) => {
  let ctx: TestContext;
  let school: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    school = await setUp(ctx);
  });
  afterAll(async () => ctx?.close());

  const draft = (id: string, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/feedback-draft`,
      headers: { ...bearer(school.teacher), 'accept-language': language },
    });

  it("builds a template from the rubric's middle levels and the most used bank comments, and says so", async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/comment-bank',
      headers: bearer(school.teacher),
      payload: { text: 'Birliklarni yozishni unutmang.' },
    });
    const commentId = json(saved).data.comment._id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/comment-bank/${commentId}/use`,
      headers: bearer(school.teacher),
    });
    const response = await draft(school.submissions.pdf);
    expect(response.statusCode).toBe(200);
    const body = json(response).data.draft;
    expect(body).toMatchObject({
      source: 'offline',
      textSource: 'pdf',
      score: 75,
      rubric: [
        { criterionId: 'solution', levelId: 's1' },
        { criterionId: 'layout', levelId: 'l1' },
      ],
    });
    expect(body.feedback).toContain('Karimova Aziza, thank you for your work.');
    expect(body.feedback).toContain('Yechim — Qisman: Yechimning yarmi to‘g‘ri');
    expect(body.feedback).toContain('Birliklarni yozishni unutmang.');
    expect(body.note).toContain('No AI model is configured');
    expect(body.note).toContain('template');
  });

  it('says a photo has no text, in the caller’s language', async () => {
    const response = await draft(school.submissions.photo, 'en');
    const body = json(response).data.draft;
    expect(body.textSource).toBe('none');
    expect(body.note).toContain('No AI model is configured');
    expect(body.note).toContain('This work is a photo: there is no text to read');
    const uz = json(await draft(school.submissions.photo, 'uz')).data.draft;
    expect(uz.note).toContain('Bu ish rasm');
  });
});
