import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createTask } from '../../test/fixtures';
import { bearer, createGuardian, json, registerUser, type TestUser } from '../../test/http';

const DAY = 86_400_000;
/** A deadline as the app sets them: a whole minute (iCalendar times carry seconds, not milliseconds). */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000).toISOString();

/**
 * The private calendar feed (docs/architecture.md §4): Anvar teaches 7-A (Aziza, Bekzod) and an
 * archived class; Gulnora teaches 8-B (Malika). Aziza has an extension on one task.
 */
/** node-ical gives `URL;VALUE=URI:…` as { params, val }. */
const urlOf = (event: VEvent) => {
  const url = event.url as unknown;
  return typeof url === 'string' ? url : (url as { val: string }).val;
};

describe.each(testDatabases)('the calendar feed on %s', (kind) => {
  let ctx: TestContext;
  let anvar: TestUser;
  let gulnora: TestUser;
  let aziza: TestUser;
  let bekzod: TestUser;
  let malika: TestUser;
  let classA: string;
  const deadlines = { kasrlar: inDays(2), insho: inDays(5), extended: inDays(9) };
  let kasrlar: string;
  let insho: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    anvar = await registerUser(ctx.app, 'teacher', { fullName: 'Anvar Tursunov' });
    gulnora = await registerUser(ctx.app, 'teacher', { fullName: 'Gulnora Saidova' });
    aziza = await registerUser(ctx.app, 'student', { fullName: 'Aziza Karimova' });
    bekzod = await registerUser(ctx.app, 'student', { fullName: 'Bekzod Olimov' });
    malika = await registerUser(ctx.app, 'student', { fullName: 'Malika Yusupova' });
    classA = (await createClass(ctx.app, anvar, [aziza, bekzod], { name: '7-A' }))._id;
    kasrlar = (await createTask(ctx.app, anvar, { classId: classA, title: 'Kasrlar', deadline: deadlines.kasrlar }))
      ._id;
    insho = (await createTask(ctx.app, anvar, { classId: classA, title: 'Insho', deadline: deadlines.insho }))._id;
    const gone = await createTask(ctx.app, anvar, { classId: classA, title: "O'chirilgan" });
    await ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${gone._id}`, headers: bearer(anvar) });
    const old = (await createClass(ctx.app, anvar, [aziza], { name: 'Arxiv' }))._id;
    await createTask(ctx.app, anvar, { classId: old, title: 'Arxivdagi vazifa' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/classes/${old}`,
      headers: bearer(anvar),
      payload: { archived: true },
    });
    const classB = (await createClass(ctx.app, gulnora, [malika], { name: '8-B' }))._id;
    await createTask(ctx.app, gulnora, { classId: classB, title: 'Tenglamalar' });
    const extension = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${insho}/extensions/${aziza.id}`,
      headers: bearer(anvar),
      payload: { deadline: deadlines.extended },
    });
    expect(extension.statusCode).toBe(200);
  });
  afterAll(async () => ctx?.close());

  const feedUrl = async (user: TestUser, method: 'GET' | 'POST' = 'GET') => {
    const response = await ctx.app.inject({ method, url: '/api/calendar/feed', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    return json(response).data.url as string;
  };
  const fetchFeed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  const events = async (url: string) => {
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    return Object.values(nodeIcal.sync.parseICS(response.body))
      .filter((item): item is VEvent => item?.type === 'VEVENT')
      .sort((a, b) => String(a.summary).localeCompare(String(b.summary)));
  };

  it("gives a student an absolute, private URL (the same each time) with their classes' deadlines in UTC", async () => {
    const url = await feedUrl(aziza);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(aziza)).toBe(url);
    // Only the hash of the token is kept.
    const token = /([^/]+)\.ics$/.exec(url)![1]!;
    const row = await ctx.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', aziza.id)
      .executeTakeFirst();
    expect(row!.token_hash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const first = await events(url);
    expect(first.map((event) => String(event.summary))).toEqual(['Insho — 7-A', 'Kasrlar — 7-A']);
    const [inshoEvent, kasrlarEvent] = first;
    expect(kasrlarEvent!.start.toISOString()).toBe(deadlines.kasrlar);
    expect(kasrlarEvent!.end!.toISOString()).toBe(deadlines.kasrlar);
    expect(kasrlarEvent!.start.tz).toBe('Etc/UTC');
    // Her own, later deadline on Insho.
    expect(inshoEvent!.start.toISOString()).toBe(deadlines.extended);
    expect(urlOf(kasrlarEvent!)).toMatch(/\/student\/tasks$/);
    const body = (await fetchFeed(url)).body;
    expect(body).toContain(`DTSTART:${deadlines.kasrlar.replace(/[-:]/g, '').replace(/\.000Z$/, 'Z')}`);

    // UIDs stay the same from one fetch to the next, one per task.
    const second = await events(url);
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
    expect(new Set(first.map((event) => event.uid)).size).toBe(2);
    expect(first.map((event) => event.uid).join()).toContain(kasrlar);
  });

  it("keeps another student's extension out of a classmate's feed, and other classes out of everyone's", async () => {
    const bekzodEvents = await events(await feedUrl(bekzod));
    expect(bekzodEvents.find((event) => String(event.summary).startsWith('Insho'))!.start.toISOString()).toBe(
      deadlines.insho,
    );
    const malikaEvents = await events(await feedUrl(malika));
    expect(malikaEvents.map((event) => String(event.summary))).toEqual(['Tenglamalar — 8-B']);
  });

  it("gives a teacher their classes' deadlines, linking to each task's page", async () => {
    const teacherEvents = await events(await feedUrl(anvar));
    expect(teacherEvents.map((event) => String(event.summary))).toEqual(['Insho — 7-A', 'Kasrlar — 7-A']);
    expect(teacherEvents[0]!.start.toISOString()).toBe(deadlines.insho);
    expect(urlOf(teacherEvents[0]!)).toMatch(new RegExp(`/teacher/submissions\\?task=${insho}$`));
  });

  it("gives a guardian their children's deadlines (each child's own)", async () => {
    const guardian = await createGuardian(ctx.app, { fullName: 'Karim Karimov' });
    const code = json(await ctx.app.inject({ method: 'POST', url: '/api/guardian-codes', headers: bearer(aziza) })).data
      .code as string;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/guardian/children',
      headers: bearer(guardian),
      payload: { code },
    });
    const guardianEvents = await events(await feedUrl(guardian));
    expect(guardianEvents.map((event) => String(event.summary))).toEqual([
      'Insho — 7-A (Aziza Karimova)',
      'Kasrlar — 7-A (Aziza Karimova)',
    ]);
    expect(guardianEvents[0]!.start.toISOString()).toBe(deadlines.extended);
  });

  it('makes a new link on request; the old one answers 404 from then on', async () => {
    const old = await feedUrl(bekzod);
    const renewed = await feedUrl(bekzod, 'POST');
    expect(renewed).not.toBe(old);
    expect(await feedUrl(bekzod)).toBe(renewed);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
  });

  it('answers 404, never 500, for unknown or malformed tokens', async () => {
    for (const path of [
      '/api/calendar/abc.ics',
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/x',
      '/api/calendar/%E0%A4%A.ics',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect([400, 404]).toContain(response.statusCode);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
  });
});

describe('the calendar feed is rate-limited per address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { rateLimits: { feedPerIpPerMinute: 3 } });
  });
  afterAll(async () => ctx?.close());

  it('answers 429 once an address guesses too many tokens', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await ctx.app.inject({ method: 'GET', url: `/api/calendar/${'B'.repeat(43)}.ics` })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
