import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createClass } from '../test/fixtures';
import { bearer, registerUser, type TestUser } from '../test/http';
import { ForgetLog, TaggedCache, classTag, userTag } from './read-cache-tags';

describe('tagged kept values (read-cache-tags.ts)', () => {
  it('forgets exactly the values carrying a forgotten tag', () => {
    const cache = new TaggedCache<string>({ ttl: 60_000, max: 100 });
    cache.set('aziza', 'a', [userTag('aziza'), classTag('7a')]);
    cache.set('bekzod', 'b', [userTag('bekzod'), classTag('7a'), classTag('9b')]);
    cache.set('malika', 'm', [userTag('malika'), classTag('9b')]);
    cache.forget([classTag('7a')]);
    expect([cache.get('aziza'), cache.get('bekzod'), cache.get('malika')]).toEqual([undefined, undefined, 'm']);
    // Only Malika's two tags are left in the index.
    expect(cache.indexedTags).toBe(2);
  });

  it('keeps its index no larger than what the LRU holds (evicted, replaced, cleared)', () => {
    const cache = new TaggedCache<string>({ ttl: 60_000, maxSize: 1_000, sizeOf: () => 100 });
    for (let i = 0; i < 500; i += 1) cache.set(`key${i}`, 'x', [userTag(`u${i}`), classTag(`c${i % 3}`)]);
    expect(cache.lru.size).toBe(10);
    expect(cache.indexedTags).toBe(10 + 3);
    // A replaced value carries its new tags only.
    cache.set('key499', 'y', [userTag('other')]);
    cache.forget([userTag('u499')]);
    expect(cache.get('key499')).toBe('y');
    cache.clear();
    expect(cache.indexedTags).toBe(0);
  });

  it('tells whether a tag was forgotten after a moment', () => {
    const log = new ForgetLog();
    const started = log.now();
    log.forget([classTag('9b')]);
    expect(log.unchangedSince(started, [userTag('aziza'), classTag('7a')])).toBe(true);
    expect(log.unchangedSince(started, [classTag('9b')])).toBe(false);
    expect(log.unchangedSince(log.now(), [classTag('9b')])).toBe(true);
    const later = log.now();
    log.forgetEverything();
    expect(log.unchangedSince(later, [userTag('aziza')])).toBe(false);
  });
});

/**
 * A read whose answer is computed before a write commits and sent after it: kept, it would hide the
 * write until it aged out. A route that reads a value, waits for the test, then answers with it.
 */
describe('a read that overlaps a write (SQLite)', () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let pupil: TestUser;
  let otherTeacher: TestUser;
  let value = 0;
  /** Whether the next read waits at its gate. */
  let holding = false;
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite', {
      extend: async (app) => {
        app.get('/api/test/slow', { onRequest: [app.authenticate], config: { readCache: true } }, async () => {
          const seen = value;
          if (holding) {
            holding = false;
            const gate = new Promise<void>((resolve) => (release = resolve));
            entered();
            await gate;
          }
          return { value: seen };
        });
        app.post('/api/test/write', { onRequest: [app.authenticate] }, async () => {
          value += 1;
          return { value };
        });
      },
    });
    teacher = await registerUser(ctx.app, 'teacher');
    pupil = await registerUser(ctx.app, 'student');
    otherTeacher = await registerUser(ctx.app, 'teacher');
    await createClass(ctx.app, teacher, [pupil]);
    await createClass(ctx.app, otherTeacher);
  });
  afterAll(async () => ctx?.close());

  const read = () => ctx.app.inject({ method: 'GET', url: '/api/test/slow', headers: bearer(pupil) });
  /** A read held at its gate while `meanwhile` runs; its answer is what it saw before. */
  async function readAround(meanwhile: () => Promise<unknown>) {
    const inside = new Promise<void>((resolve) => (entered = resolve));
    holding = true;
    const pending = read();
    await inside;
    await meanwhile();
    release();
    return (await pending).json<{ value: number }>();
  }
  const write = (user: TestUser) => ctx.app.inject({ method: 'POST', url: '/api/test/write', headers: bearer(user) });

  it("is not kept when a write forgot one of its tags meanwhile (the class's teacher wrote)", async () => {
    expect((await readAround(() => write(teacher))).value).toBe(value - 1);
    const hits = ctx.app.readCacheStats().hits;
    // Read afresh: the write is seen.
    expect((await read()).json<{ value: number }>().value).toBe(value);
    expect(ctx.app.readCacheStats().hits).toBe(hits);
  });

  it('is kept when the write meanwhile was in another class', async () => {
    ctx.app.forgetReads();
    const seen = (await readAround(() => write(otherTeacher))).value;
    const hits = ctx.app.readCacheStats().hits;
    expect((await read()).json<{ value: number }>().value).toBe(seen);
    expect(ctx.app.readCacheStats().hits).toBe(hits + 1);
  });
});
