import { describe, expect, it } from 'vitest';
import { digestWeekAt, zoneMidnight } from './digest-week';

describe('the guardians’ weekly digest week (Asia/Tashkent, UTC+5)', () => {
  it('is due from Sunday 18:00 school time, about the week that began on Monday', () => {
    // Sunday 29 November 2026, 18:00 in Tashkent is 13:00 UTC.
    const week = digestWeekAt(new Date('2026-11-29T13:00:00Z'));
    expect(week).toEqual({
      week: '2026-11-23',
      from: new Date('2026-11-22T19:00:00Z'),
      to: new Date('2026-11-29T19:00:00Z'),
      nextTo: new Date('2026-12-06T19:00:00Z'),
    });
  });

  it('is not due on Sunday 17:59 nor during the week', () => {
    expect(digestWeekAt(new Date('2026-11-29T12:59:00Z'))).toBeNull();
    expect(digestWeekAt(new Date('2026-11-25T13:00:00Z'))).toBeNull();
    expect(digestWeekAt(new Date('2026-11-28T15:00:00Z'))).toBeNull();
  });

  it('is still sent on Monday before 08:00 (a server down on Sunday evening), and skipped later', () => {
    expect(digestWeekAt(new Date('2026-11-30T02:59:00Z'))?.week).toBe('2026-11-23'); // 07:59 Monday
    expect(digestWeekAt(new Date('2026-11-30T03:00:00Z'))).toBeNull(); // 08:00 Monday
  });

  it('finds a date’s midnight in the school’s time zone', () => {
    expect(zoneMidnight('2026-11-23').toISOString()).toBe('2026-11-22T19:00:00.000Z');
    expect(zoneMidnight('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
