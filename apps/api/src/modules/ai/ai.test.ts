import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClassroom, createTask } from '../../test/fixtures';
import { bearer, json, type TestUser } from '../../test/http';
import { rankMaterials } from './offline-provider';

type Mode = 'ok' | 'slow' | 'error' | 'malformed' | 'empty';

/** A small local server speaking the OpenAI chat-completions protocol, standing in for the model. */
function startFakeModel() {
  const state: { mode: Mode; requests: any[]; reply: string } = {
    mode: 'ok',
    requests: [],
    reply: 'Kasrlarni qo‘shishda avval maxrajlarni tenglang.',
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      state.requests.push(JSON.parse(body));
      const send = (status: number, payload: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(payload);
      const completion = (choices: unknown[]) =>
        JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', created: 1, model: 'test-model', choices });
      switch (state.mode) {
        case 'ok':
          return send(
            200,
            completion([{ index: 0, message: { role: 'assistant', content: state.reply }, finish_reason: 'stop' }]),
          );
        case 'slow':
          setTimeout(() => send(200, completion([])), 2_500).unref();
          return;
        case 'error':
          return send(500, JSON.stringify({ error: { message: 'model crashed' } }));
        case 'malformed':
          return send(200, '{"choices": [ this is not json');
        case 'empty':
          return send(200, completion([]));
      }
    });
  });
  return new Promise<{ server: Server; state: typeof state; url: string }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` }),
    );
  });
}

/** A task in the student's class, due on `deadline`. */
async function addTask(
  ctx: TestContext,
  teacher: TestUser,
  classId: string,
  title: string,
  description: string,
  deadline: Date,
) {
  return createTask(ctx.app, teacher, { classId, title, description, deadline: deadline.toISOString() });
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

describe.each(testDatabases)('AI assistant offline on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const room = await createClassroom(ctx.app, { student: 'Jasur Aliyev' });
    ({ teacher, student } = room);
    const { classId } = room;
    await addTask(
      ctx,
      teacher,
      classId,
      'Kasrlarni qo‘shish',
      "Oddiy kasrlarni qo'shish va ayirish bo'yicha 10 ta misol yeching.",
      days(3),
    );
    await addTask(
      ctx,
      teacher,
      classId,
      'Amir Temur haqida insho',
      'Amir Temur davlatining tarixi haqida 2 betlik insho yozing.',
      days(20),
    );
    await ctx.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(teacher),
      payload: {
        classId,
        title: 'Kasrlar: asosiy tushunchalar',
        description: 'Surat, maxraj va kasrlarni qisqartirish',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        duration: 600,
      },
    });
  });
  afterAll(async () => ctx?.close());

  const ask = (user: TestUser, question: unknown, language = 'uz') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/ask',
      payload: { question },
      headers: { ...bearer(user), 'accept-language': language },
    });

  it("answers 'what is due this week?' from the student's own deadlines, and says no model is configured", async () => {
    const response = await ask(student, 'Shu hafta qaysi vazifalar muddati tugaydi?');
    expect(response.statusCode).toBe(200);
    const { answer, source, timestamp } = json(response).data;
    expect(source).toBe('offline');
    expect(Date.parse(timestamp)).not.toBeNaN();
    expect(answer).toContain('AI modeli ulanmagan');
    expect(answer).toContain('Shu hafta muddati tugaydigan vazifalar');
    const week = answer.split('**Savolingizga oid')[0];
    expect(week).toContain('Kasrlarni qo‘shish');
    expect(week).not.toContain('Amir Temur');
  });

  it('ranks the class materials against the question, in English on request', async () => {
    const response = await ask(student, 'How do I add fractions? kasrlar', 'en');
    const { answer } = json(response).data;
    expect(answer).toContain('No AI model is configured');
    expect(answer).toContain('Kasrlar: asosiy tushunchalar');
    expect(answer).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('ranks the best match first', () => {
    const materials = {
      tasks: [
        { id: 't1', title: 'Amir Temur haqida insho', description: 'Tarix', deadline: days(1).toISOString() },
        {
          id: 't2',
          title: 'Kasrlarni qo‘shish',
          description: "Oddiy kasrlar bo'yicha misollar",
          deadline: days(1).toISOString(),
        },
      ],
      videos: [
        { id: 'v1', title: 'Fotosintez', description: "O'simliklar qanday oziqlanadi", url: 'https://youtu.be/x' },
      ],
    };
    expect(rankMaterials("kasrlarni qanday qo'shaman", materials)[0]).toMatchObject({ kind: 'task', id: 't2' });
    expect(rankMaterials('fotosintez nima', materials)[0]).toMatchObject({ kind: 'video', id: 'v1' });
    expect(rankMaterials('Temur', materials)[0]).toMatchObject({ id: 't1' });
    expect(rankMaterials('zzzz qqqq', materials)).toEqual([]);
    // 'qanday' (how) is in the photosynthesis video too; a question word does not make it related.
    expect(rankMaterials("kasrlarni qanday qo'shaman", materials).map((hit) => hit.id)).toEqual(['t2']);
  });

  it('refuses blank and too long questions, and lets only students ask', async () => {
    const blank = await ask(student, '   ');
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('Savol kiritilishi shart');
    expect((await ask(student, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await ask(student, 42)).statusCode).toBe(400);
    expect((await ask(teacher, 'Salom')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/ai/ask', payload: { question: 'Salom' } })).statusCode,
    ).toBe(401);
  });

  it('generates a structured task draft scaled to the difficulty, for teachers only', async () => {
    const generate = (user: TestUser, payload: object, language = 'uz') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ai/generate-task',
        payload,
        headers: { ...bearer(user), 'accept-language': language },
      });
    const beginner = json(await generate(teacher, { subject: 'Kasrlar', difficulty: 'beginner' })).data;
    const advanced = json(
      await generate(teacher, { subject: 'Kasrlar', difficulty: 'advanced', gradeLevel: '6-sinf' }),
    ).data;
    expect(beginner).toMatchObject({ title: "Kasrlar: boshlang'ich darajadagi topshiriq", source: 'offline' });
    for (const heading of ['Maqsadlar', 'Bajarish bosqichlari', 'Topshiriladigan natija', 'Baholash mezonlari'])
      expect(beginner.generatedTask).toContain(heading);
    const steps = (text: string) => text.split('\n').filter((line) => /^\d+\. /.test(line)).length;
    expect(steps(advanced.generatedTask)).toBeGreaterThan(steps(beginner.generatedTask));
    expect(advanced.generatedTask).toContain('6-sinf');
    const points = [...advanced.generatedTask.matchAll(/— (\d+) ball/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(points).toBe(100);
    const english = json(await generate(teacher, { subject: 'Fractions', difficulty: 'intermediate' }, 'en')).data;
    expect(english.title).toBe('Fractions: intermediate task');

    const noDifficulty = await generate(teacher, { subject: 'Kasrlar' }, 'en');
    expect(noDifficulty.statusCode).toBe(400);
    expect(json(noDifficulty).message).toBe('Please select difficulty level');
    expect((await generate(teacher, { subject: 'Kasrlar', difficulty: 'expert' })).statusCode).toBe(400);
    expect((await generate(student, { subject: 'Kasrlar', difficulty: 'beginner' })).statusCode).toBe(403);
  });
});

describe('AI assistant through an OpenAI-compatible server', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeModel>>;
  let teacher: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    fake = await startFakeModel();
    ctx = await createTestContext('sqlite', {
      env: { AI_BASE_URL: fake.url, AI_MODEL: 'test-model', AI_API_KEY: 'k', AI_TIMEOUT_MS: '1000' },
    });
    const room = await createClassroom(ctx.app, { student: 'Malika Yusupova' });
    ({ teacher, student } = room);
    const { classId } = room;
    await addTask(
      ctx,
      teacher,
      classId,
      'Fotosintez jarayoni',
      'Fotosintez bosqichlarini chizma bilan tushuntiring.',
      days(2),
    );
  });
  afterAll(async () => {
    await ctx?.close();
    fake?.server.close();
  });

  const ask = (language = 'uz') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/ask',
      payload: { question: 'Nima topshirishim kerak?' },
      headers: { ...bearer(student), 'accept-language': language },
    });

  it("answers with the model, giving it the student's open tasks and deadlines in an Uzbek system prompt", async () => {
    fake.state.mode = 'ok';
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ answer: fake.state.reply, source: 'model' });
    const sent = fake.state.requests.at(-1);
    expect(sent.model).toBe('test-model');
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain("o'zbek tilida");
    expect(sent.messages[0].content).toContain('Fotosintez jarayoni');
    expect(sent.messages[0].content).toContain('Malika Yusupova');
    expect(sent.messages[1]).toEqual({ role: 'user', content: 'Nima topshirishim kerak?' });
  });

  it.each([
    ['slow (timeout)', 'slow', 'Failed to get AI response'],
    ['a 500', 'error', 'Failed to get AI response'],
    ['malformed JSON', 'malformed', 'Invalid response from AI service'],
    ['empty choices', 'empty', 'Invalid response from AI service'],
  ] as const)('maps %s to a clear error', async (_label, mode, message) => {
    fake.state.mode = mode;
    const response = await ask('en');
    expect(response.statusCode).toBe(502);
    expect(json(response)).toMatchObject({ success: false, message });
  });

  it('generates a task with the model: first line the title, the rest the text', async () => {
    fake.state.mode = 'ok';
    fake.state.reply = '# Sarlavha: Fotosintez tajribasi\n\nMaqsad: barg bilan tajriba o‘tkazish.\n1. Bargni kuzating.';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/generate-task',
      payload: { subject: 'Biologiya', difficulty: 'intermediate' },
      headers: bearer(teacher),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      title: 'Fotosintez tajribasi',
      generatedTask: 'Maqsad: barg bilan tajriba o‘tkazish.\n1. Bargni kuzating.',
      source: 'model',
    });
    fake.state.mode = 'error';
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/generate-task',
      payload: { subject: 'Biologiya', difficulty: 'intermediate' },
      headers: { ...bearer(teacher), 'accept-language': 'en' },
    });
    expect(failed.statusCode).toBe(502);
    expect(json(failed).message).toBe('Failed to generate task');
  });
});
