import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADE_SCALE, defaultTerms, gradeScaleSchema, termsSchema } from '../schemas/school';
import { markColor, markCounts, markOf, markOrNull, schoolDate, termOf } from './marks';

describe('markOf', () => {
  it.each([
    [100, 5],
    [86, 5],
    [85.9, 4],
    [85, 4],
    [71, 4],
    [70, 3],
    [56, 3],
    [55.5, 2],
    [55, 2],
    [0, 2],
  ])('gives %s the mark %s on the default scale (86/71/56)', (score, mark) => {
    expect(markOf(score, DEFAULT_GRADE_SCALE)).toBe(mark);
  });

  it('follows a changed scale: 90/75/60 moves every boundary', () => {
    const scale = gradeScaleSchema.parse([
      { mark: 5, min: 90 },
      { mark: 4, min: 75 },
      { mark: 3, min: 60 },
      { mark: 2, min: 0 },
    ]);
    expect([89, 90, 74, 75, 59, 60, 86, 71, 56].map((score) => markOf(score, scale))).toEqual([
      4, 5, 3, 4, 2, 3, 4, 3, 2,
    ]);
  });

  it('gives no mark where there is no score', () => {
    expect(markOrNull(null, DEFAULT_GRADE_SCALE)).toBeNull();
    expect(markOrNull(0, DEFAULT_GRADE_SCALE)).toBe(2);
  });

  it('counts marks with every mark of the scale present', () => {
    expect(markCounts([5, 5, 3], DEFAULT_GRADE_SCALE)).toEqual({ '5': 2, '4': 0, '3': 1, '2': 0 });
  });

  it('colours the top mark green and the lowest red', () => {
    expect([5, 4, 3, 2].map((mark) => markColor(mark, DEFAULT_GRADE_SCALE))).toEqual([
      'green',
      'blue',
      'yellow',
      'red',
    ]);
  });
});

describe('termOf', () => {
  const terms = defaultTerms(new Date('2026-10-01T00:00:00Z'));

  it('has the four quarters of the school year, end to end', () => {
    expect(terms.map((term) => [term.start, term.end])).toEqual([
      ['2026-09-01', '2026-11-05'],
      ['2026-11-06', '2026-12-31'],
      ['2027-01-01', '2027-03-22'],
      ['2027-03-23', '2027-08-31'],
    ]);
    expect(defaultTerms(new Date('2027-02-01T00:00:00Z'))).toEqual(terms);
  });

  it('puts an instant in the term of its date in Tashkent', () => {
    expect(termOf('2026-09-01T00:00:00+05:00', terms)).toBe(1);
    expect(termOf('2026-11-05T18:00:00Z', terms)).toBe(1); // 23:00 in Tashkent
    expect(termOf('2026-11-05T19:00:00Z', terms)).toBe(2); // midnight in Tashkent: the 6th
    expect(termOf('2027-03-22T12:00:00Z', terms)).toBe(3);
    expect(termOf('2027-03-23T12:00:00Z', terms)).toBe(4);
    expect(termOf('2026-08-31T12:00:00Z', terms)).toBeNull();
    expect(schoolDate('2026-12-31T19:30:00Z')).toBe('2027-01-01');
  });

  it('refuses terms that overlap or run backwards, and a scale not ending at 0', () => {
    const overlapping = [
      { name: '1', start: '2026-09-01', end: '2026-11-10' },
      { name: '2', start: '2026-11-10', end: '2026-12-31' },
    ];
    expect(termsSchema.safeParse(overlapping).success).toBe(false);
    expect(termsSchema.safeParse([{ name: '1', start: '2026-09-02', end: '2026-09-01' }]).success).toBe(false);
    expect(termsSchema.safeParse([{ name: '1', start: '2026-02-30', end: '2026-03-01' }]).success).toBe(false);
    expect(
      gradeScaleSchema.safeParse([
        { mark: 5, min: 86 },
        { mark: 4, min: 10 },
      ]).success,
    ).toBe(false);
    expect(
      gradeScaleSchema.safeParse([
        { mark: 4, min: 0 },
        { mark: 5, min: 86 },
      ]).success,
    ).toBe(false);
  });
});
