import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtp } from '../../test/fake-smtp';
import { testDatabases } from '../../test/context';
import { createScratchDatabase } from '../../test/postgres';
import { buildCompiledServer, startServer, type ServerProcess } from '../../test/server-process';
import { SCHOOL_PASSWORD, seedSchoolInto } from '../../tools/seed-school';
import { until } from '../../test/until';

/**
 * The real server killed (SIGKILL) after a grade is committed and before its e-mail goes out: the
 * outbox row was written in the grade's transaction, so the next server on the same data sends it,
 * once. The first server's worker polls only every ten minutes, so the kill always comes between.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

let compiled: Awaited<ReturnType<typeof buildCompiledServer>>;
beforeAll(async () => {
  compiled = await buildCompiledServer();
}, 120_000);
afterAll(async () => compiled?.remove());

async function call(base: string, token: string | null, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: ((await response.json()) as { data: any }).data };
}

const signIn = async (base: string, email: string) =>
  (await call(base, null, 'POST', '/api/auth/login', { email, password: SCHOOL_PASSWORD })).data.token as string;

describe.each(testDatabases)('a crash between a grade and its e-mail on %s', (kind) => {
  it('leaves the e-mail to the next server, which sends it once', { timeout: 180_000 }, async () => {
    const smtp = await new FakeSmtp().start();
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-notify-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const scratch =
      kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'sinfxona_notify') : null;
    if (scratch) cleanups.push(() => scratch.drop());
    const school = await seedSchoolInto(dataDir, scratch?.url, {
      students: 4,
      classes: 1,
      teachers: 1,
      tasks: 2,
      submissions: 4,
    });
    const start = (pollMs: string): Promise<ServerProcess> =>
      startServer({
        serverJs: compiled.serverJs,
        dataDir,
        databaseUrl: scratch?.url,
        env: { SMTP_URL: smtp.url, APP_URL: 'https://sinfxona.test', NOTIFY_POLL_MS: pollMs },
      });

    const first = await start('600000');
    cleanups.push(() => first.stop('SIGKILL'));
    const teacher = await signIn(first.base, school.teacherEmail);
    const pupilEmail = school.studentEmail;
    const pupil = await signIn(first.base, pupilEmail);
    const work = (await call(first.base, pupil, 'GET', '/api/submissions/my?limit=1')).data.submissions[0] as {
      _id: string;
    };
    // The pupil takes e-mail, at any hour.
    const current = (await call(first.base, pupil, 'GET', '/api/notifications/preferences')).data.preferences;
    const saved = await call(first.base, pupil, 'PUT', '/api/notifications/preferences', {
      channels: { ...current.channels, email: true },
      types: current.types,
      quietHours: null,
    });
    expect(saved.status).toBe(200);

    const graded = await call(first.base, teacher, 'PUT', `/api/submissions/${work._id}/grade`, {
      score: 91,
      feedback: 'Juda yaxshi',
    });
    expect(graded.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const toPupil = () => smtp.mails.filter((mail) => mail.to.includes(pupilEmail));
    expect(toPupil()).toHaveLength(0);
    await first.stop('SIGKILL');

    const second = await start('50');
    cleanups.push(() => second.stop());
    await until(() => toPupil().length > 0, 30_000, 50);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(toPupil()).toHaveLength(1);
    expect(toPupil()[0]!.raw).toContain('91');
  });
});
