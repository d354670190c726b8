import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';

/**
 * Student pages are merged from each class's roster in name order (stats/repository.ts): every
 * student of the teacher's classes appears exactly once across the pages, in name order, with the
 * right total — also when students are in several of the classes and when someone is renamed.
 */
describe.each(testDatabases)('roster pages on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let classA: string;
  let classB: string;
  const names = [
    'Zarina Nazarova',
    'Aziz Rahimov',
    'Malika Tosheva',
    'Bobur Aliyev',
    'Dilshod Qodirov',
    'Kamola Ergasheva',
    'Javlon Usmonov',
  ];
  const students: TestUser[] = [];

  const get = async (url: string) => json(await ctx.app.inject({ method: 'GET', url, headers: bearer(teacher) }));
  async function allPages(url: string, limit: number) {
    const seen: string[] = [];
    let total = 0;
    for (let page = 1; page <= 10; page += 1) {
      const answer = await get(`${url}${url.includes('?') ? '&' : '?'}limit=${limit}&page=${page}`);
      total = answer.data.pagination.total;
      seen.push(...answer.data.users.map((user: { fullName: string }) => user.fullName));
      if (answer.data.users.length < limit) break;
    }
    return { seen, total };
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    for (const fullName of names) students.push(await registerUser(ctx.app, 'student', { fullName }));
    // Class A: the first five; class B: the last five (Malika, Bobur and Dilshod are in both).
    classA = (await createClass(ctx.app, teacher, students.slice(0, 5), { name: '7-A' }))._id;
    classB = (await createClass(ctx.app, teacher, students.slice(2), { name: '7-B' }))._id;
    await createClass(ctx.app, await registerUser(ctx.app, 'teacher'), [await registerUser(ctx.app, 'student')]);
  });
  afterAll(async () => ctx?.close());

  it('lists every student of my classes once, in name order, page after page', async () => {
    const sorted = [...names].sort();
    for (const limit of [1, 2, 3, 10]) {
      const { seen, total } = await allPages('/api/users', limit);
      expect(seen, `limit ${limit}`).toEqual(sorted);
      expect(total).toBe(names.length);
    }
    const roster = await allPages(`/api/classes/${classB}/students`, 2);
    expect(roster.seen).toEqual(names.slice(2).sort());
    expect(roster.total).toBe(5);
    expect((await allPages(`/api/users?classId=${classA}`, 3)).seen).toEqual(names.slice(0, 5).sort());
  });

  it('follows a rename', async () => {
    const zarina = students[0]!;
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(zarina),
      payload: { fullName: 'Aabida Nazarova', email: zarina.email },
    });
    expect(renamed.statusCode).toBe(200);
    const { seen } = await allPages('/api/users', 2);
    expect(seen[0]).toBe('Aabida Nazarova');
    expect(seen).toHaveLength(names.length);
  });
});
