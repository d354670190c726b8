import { timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

describe('the teacher invite code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { TEACHER_INVITE_CODE: 'maktab-2026' } });
  });
  afterAll(async () => ctx?.close());

  it('is compared in constant time, as two equal-length digests', async () => {
    vi.mocked(timingSafeEqual).mockClear();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Ustoz', email: 'ustoz@maktab.uz', password: 'parol123', role: 'teacher', inviteCode: 'm' },
    });
    expect(response.statusCode).toBe(403);
    const calls = vi.mocked(timingSafeEqual).mock.calls;
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every(([a, b]) => (a as Buffer).length === 32 && (b as Buffer).length === 32)).toBe(true);
  });
});
