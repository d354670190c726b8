import { describe, expect, it } from 'vitest';
import { formatSchoolDateTime } from './school-time';
import { fromSchoolWallTime, toSchoolWallTime } from './school-wall-time';

describe("the school's clock", () => {
  it('reads an instant on the Tashkent clock (UTC+5), whatever the machine’s zone', () => {
    expect(formatSchoolDateTime('2026-11-28T03:00:00.000Z')).toBe('28/11/2026 08:00');
    expect(formatSchoolDateTime('2026-12-31T20:30:00.000Z')).toBe('01/01/2027 01:30');
    expect(formatSchoolDateTime(null)).toBe('');
    expect(toSchoolWallTime('2026-11-28T03:00:00.000Z')).toBe('2026-11-28 08:00:00');
  });

  it('turns a time typed on the school’s clock into the instant, and back', () => {
    expect(fromSchoolWallTime('2026-11-28 08:00:00')).toBe('2026-11-28T03:00:00.000Z');
    expect(fromSchoolWallTime('2026-11-28 08:00')).toBe('2026-11-28T03:00:00.000Z');
    expect(fromSchoolWallTime('2026-07-01 10:00:00', 'Europe/Berlin')).toBe('2026-07-01T08:00:00.000Z');
    expect(fromSchoolWallTime('2026-01-15 10:00:00', 'Europe/Berlin')).toBe('2026-01-15T09:00:00.000Z');
    expect(fromSchoolWallTime('ertaga')).toBe('');
    expect(toSchoolWallTime(fromSchoolWallTime('2026-07-01 23:59:00'))).toBe('2026-07-01 23:59:00');
  });
});
