import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/context';
import { preparedQuery } from './prepared';

describe.each(testDatabases)('queries built once on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const now = new Date().toISOString();
    for (const [index, name] of ['Aziz', 'Bobur', 'Dilnoza'].entries()) {
      await ctx.db
        .insertInto('users')
        .values({
          id: `user-${index}`,
          full_name: name,
          email: `${name.toLowerCase()}@maktab.uz`,
          password_hash: 'x',
          role: index === 0 ? 'teacher' : 'student',
          token_version: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  afterAll(async () => ctx?.close());

  const byRole = preparedQuery((db, values: { role: string; limit: number; name?: string }, shape) => {
    let query = db
      .selectFrom('users')
      .select('full_name')
      .where('role', '=', values.role as 'student');
    if (shape === 'named') query = query.where('full_name', '=', values.name as string);
    return query.orderBy('full_name').limit(values.limit);
  });

  it('runs each call with its own values, each shape with its own SQL, and the same SQL text again', async () => {
    const names = async (...args: Parameters<typeof byRole>) => (await byRole(...args)).map((row) => row.full_name);
    expect(await names(ctx.db, { role: 'student', limit: 10 })).toEqual(['Bobur', 'Dilnoza']);
    expect(await names(ctx.db, { role: 'teacher', limit: 10 })).toEqual(['Aziz']);
    expect(await names(ctx.db, { role: 'student', limit: 1 })).toEqual(['Bobur']);
    expect(await names(ctx.db, { role: 'student', limit: 10, name: 'Dilnoza' }, 'named')).toEqual(['Dilnoza']);
    expect(await names(ctx.db, { role: 'student', limit: 10 })).toEqual(['Bobur', 'Dilnoza']);
  });

  it('refuses a value the query does not bind as a parameter', async () => {
    const unbound = preparedQuery((db, values: { role: string }) =>
      db.selectFrom('users').select('id').where(sql.lit(values.role), '=', 'teacher'),
    );
    await expect(unbound(ctx.db, { role: 'teacher' })).rejects.toThrow(/role not bound/);
  });
});
