import { describe, expect, it } from 'vitest';
import type { Terms } from '@sinfxona/domain/schemas/school';
import { defaultTerm } from './term-select';

const terms: Terms = [
  { name: '1-chorak', start: '2026-09-01', end: '2026-10-31' },
  { name: '2-chorak', start: '2026-11-10', end: '2026-12-31' },
  { name: '3-chorak', start: '2027-01-10', end: '2027-03-20' },
];
// Noon in Tashkent (UTC+5) on a date.
const on = (date: string) => new Date(`${date}T07:00:00Z`);

describe('defaultTerm', () => {
  it('is the term today falls in, its first and last days included', () => {
    expect(defaultTerm(terms, on('2026-09-01'))).toBe(1);
    expect(defaultTerm(terms, on('2026-11-27'))).toBe(2);
    expect(defaultTerm(terms, on('2026-12-31'))).toBe(2);
  });

  it('between terms, the last one that has begun', () => {
    expect(defaultTerm(terms, on('2026-11-05'))).toBe(1);
    expect(defaultTerm(terms, on('2027-08-01'))).toBe(3);
  });

  it('before the year begins, the first', () => {
    expect(defaultTerm(terms, on('2026-08-01'))).toBe(1);
  });

  it("goes by the school's date: 19:30 UTC on 9 November is already 10 November in Tashkent", () => {
    expect(defaultTerm(terms, new Date('2026-11-09T19:30:00Z'))).toBe(2);
    expect(defaultTerm(terms, new Date('2026-11-09T18:30:00Z'))).toBe(1);
  });
});
