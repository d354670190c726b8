import { describe, expect, it } from 'vitest';
import { applyLatePenalty, cutoffDay, cutoffPassed, daysLate } from './late-policy';

// Tashkent is UTC+5 all year: 23:59 there is 18:59Z.
const DEADLINE = '2026-03-10T18:59:00.000Z';

describe('daysLate', () => {
  it('is 0 on time and at the deadline itself', () => {
    expect(daysLate('2026-03-10T10:00:00.000Z', DEADLINE)).toBe(0);
    expect(daysLate(DEADLINE, DEADLINE)).toBe(0);
  });

  it('counts calendar days in the school time zone: 00:30 Tashkent the next day is 1 day late', () => {
    expect(daysLate('2026-03-10T19:30:00.000Z', DEADLINE)).toBe(1);
    // The same instant is still 10 March in UTC: the school's calendar decides.
    expect(daysLate('2026-03-10T19:30:00.000Z', DEADLINE, 'UTC')).toBe(1);
  });

  it('is at least 1 when late the same day, and counts whole days after', () => {
    expect(daysLate('2026-03-10T08:01:00.000Z', '2026-03-10T08:00:00.000Z')).toBe(1);
    expect(daysLate('2026-03-12T18:00:00.000Z', DEADLINE)).toBe(2);
    expect(daysLate('2026-03-12T19:30:00.000Z', DEADLINE)).toBe(3);
  });
});

describe('applyLatePenalty', () => {
  const policy = { perDayPercent: 10, floor: 50 };

  it('takes the percent of the raw score per day', () => {
    expect(applyLatePenalty(90, 2, policy)).toEqual({ score: 72, penalty: 18 });
    expect(applyLatePenalty(85, 1, policy)).toEqual({ score: 76.5, penalty: 8.5 });
  });

  it('never goes below the floor, and work below it loses nothing', () => {
    expect(applyLatePenalty(90, 6, policy)).toEqual({ score: 50, penalty: 40 });
    expect(applyLatePenalty(40, 3, policy)).toEqual({ score: 40, penalty: null });
    expect(applyLatePenalty(55, 3, policy)).toEqual({ score: 50, penalty: 5 });
  });

  it('applies nothing on time or without a policy', () => {
    expect(applyLatePenalty(90, 0, policy)).toEqual({ score: 90, penalty: null });
    expect(applyLatePenalty(90, 4, { perDayPercent: 0, floor: 0 })).toEqual({ score: 90, penalty: null });
  });

  it('rounds to one decimal', () => {
    expect(applyLatePenalty(77.7, 1, { perDayPercent: 3, floor: 0 })).toEqual({ score: 75.4, penalty: 2.3 });
    expect(applyLatePenalty(100, 20, { perDayPercent: 10, floor: 0 })).toEqual({ score: 0, penalty: 100 });
  });
});

describe('cutoffPassed', () => {
  it('never refuses without a cut-off', () => {
    expect(cutoffPassed('2027-01-01T00:00:00.000Z', DEADLINE, null)).toBe(false);
  });

  it('with 0 days refuses right after the deadline', () => {
    expect(cutoffPassed(DEADLINE, DEADLINE, 0)).toBe(false);
    expect(cutoffPassed('2026-03-10T19:00:00.000Z', DEADLINE, 0)).toBe(true);
  });

  it('refuses once the end of the school day deadline + N has passed', () => {
    // 3 days: open through 13 March Tashkent time (18:59:59Z), closed from 19:00Z.
    expect(cutoffPassed('2026-03-13T18:59:59.000Z', DEADLINE, 3)).toBe(false);
    expect(cutoffPassed('2026-03-13T19:00:00.000Z', DEADLINE, 3)).toBe(true);
    expect(cutoffDay(DEADLINE, 3)).toBe('2026-03-13');
    expect(cutoffDay(DEADLINE, null)).toBeNull();
  });
});
