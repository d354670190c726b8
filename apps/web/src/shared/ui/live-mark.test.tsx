import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LiveMark, typedScore } from './live-mark';

describe('typedScore', () => {
  it('reads a score the grade form accepts, and nothing else', () => {
    expect(typedScore('87')).toBe(87);
    expect(typedScore(85.5)).toBe(85.5);
    expect(typedScore(0)).toBe(0);
    expect(typedScore('')).toBeNull();
    expect(typedScore('101')).toBeNull();
    expect(typedScore('-1')).toBeNull();
    expect(typedScore('abc')).toBeNull();
  });
});

describe('LiveMark', () => {
  // Until the school's answer is here, the contract's default scale: 86 → 5, 71 → 4, 56 → 3.
  it.each([
    [85, '85 · 4'],
    [86, '86 · 5'],
    [85.5, '85.5 · 4'],
    [70, '70 · 3'],
    [71, '71 · 4'],
    [55, '55 · 2'],
    [56, '56 · 3'],
  ])('marks %s as "%s" on the default scale', (score, text) => {
    renderWithApp(<LiveMark value={score} />);
    expect(document.querySelector('[data-mark]')).toHaveTextContent(text);
  });

  it('shows nothing while the score is empty or out of range', () => {
    const { unmount } = renderWithApp(<LiveMark value="" />);
    expect(document.querySelector('[data-mark]')).toBeNull();
    unmount();
    renderWithApp(<LiveMark value="150" />);
    expect(document.querySelector('[data-mark]')).toBeNull();
  });
});
