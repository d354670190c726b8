import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClassroom, createTask } from '../../test/fixtures';
import { bearer, json, type TestUser } from '../../test/http';

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe.each(testDatabases)("the offline assistant answers in the user's language (%s)", (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const room = await createClassroom(ctx.app);
    ({ teacher, student } = room);
    const { classId } = room;
    await createTask(ctx.app, teacher, {
      classId,
      title: 'Fotosintez jarayoni',
      description: 'Fotosintez bosqichlarini chizma bilan tushuntiring.',
      deadline: days(3),
    });
  });
  afterAll(async () => ctx?.close());

  const ask = (question: string, language: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/ask',
      payload: { question },
      headers: { ...bearer(student), 'accept-language': language },
    });
  const generate = (payload: object, language: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/generate-task',
      payload,
      headers: { ...bearer(teacher), 'accept-language': language },
    });

  it('answers a question typed in Cyrillic Uzbek in Cyrillic, finding the Latin material and deadlines', async () => {
    const answer: string = json(await ask('Шу ҳафта қайси вазифалар муддати тугайди? Фотосинтез', 'uz-Cyrl')).data
      .answer;
    expect(answer).toContain('AI модели уланмаган');
    expect(answer).toContain('Шу ҳафта муддати тугайдиган вазифалар');
    expect(answer).toContain('Саволингизга оид материаллар');
    expect(answer).toContain('Fotosintez jarayoni'); // the teacher's own title, as written
    expect(answer).not.toMatch(/muddat|Savolingiz/);
  });

  it('answers a Russian question in Russian', async () => {
    const answer: string = json(
      await ask('Какие задания нужно сдать на этой неделе? Какая у меня средняя оценка?', 'ru'),
    ).data.answer;
    expect(answer).toContain('Модель ИИ не подключена');
    expect(answer).toContain('Задания со сроком в ближайшие 7 дней');
    expect(answer).toContain('Fotosintez jarayoni');
    expect(answer).toContain('средняя оценка 0/100');
  });

  it('writes a task draft in Cyrillic Uzbek, keeping the subject and grade as typed', async () => {
    const response = await generate({ subject: 'Касрлар', difficulty: 'advanced', gradeLevel: '6-синф' }, 'uz-Cyrl');
    expect(response.statusCode).toBe(200);
    const { title, generatedTask } = json(response).data;
    expect(title).toBe('Касрлар: юқори даражадаги топшириқ');
    for (const heading of ['Мақсадлар', 'Бажариш босқичлари', 'Топшириладиган натижа', 'Баҳолаш мезонлари'])
      expect(generatedTask).toContain(heading);
    expect(generatedTask).toContain('- **Синф:** 6-синф');
    expect(generatedTask.replace(/PDF|DOCX/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('writes a task draft in Russian whose points add up to 100', async () => {
    const { title, generatedTask } = json(await generate({ subject: 'Дроби', difficulty: 'beginner' }, 'ru-RU')).data;
    expect(title).toBe('Дроби: задание, начальный уровень');
    expect(generatedTask).toContain('### Критерии оценивания (100 баллов)');
    const points = [...generatedTask.matchAll(/— (\d+) баллов/g)].reduce(
      (sum: number, m: RegExpMatchArray) => sum + Number(m[1]),
      0,
    );
    expect(points).toBe(100);
  });

  it('takes the language of the body over the header', async () => {
    const { title } = json(await generate({ subject: 'Дроби', difficulty: 'beginner', language: 'ru' }, 'en')).data;
    expect(title).toBe('Дроби: задание, начальный уровень');
  });
});
