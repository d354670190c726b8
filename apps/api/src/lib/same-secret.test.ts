import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret';

describe('sameSecret', () => {
  it('matches only the same text, whatever the lengths', () => {
    expect(sameSecret('maktab-2026', 'maktab-2026')).toBe(true);
    expect(sameSecret('maktab-2025', 'maktab-2026')).toBe(false);
    expect(sameSecret('', 'maktab-2026')).toBe(false);
    expect(sameSecret('maktab-2026-and-more', 'maktab-2026')).toBe(false);
    expect(sameSecret("o'qituvchi", 'o‘qituvchi')).toBe(false);
  });
});
