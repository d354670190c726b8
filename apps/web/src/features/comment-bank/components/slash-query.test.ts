import { describe, expect, it } from 'vitest';
import { findSlashQuery, insertAtSlash } from './slash-query';

describe('the bank search typed after /', () => {
  it('starts at the beginning of a line or after a space', () => {
    expect(findSlashQuery('/yax', 4)).toEqual({ start: 0, query: 'yax' });
    expect(findSlashQuery('Yaxshi. /bir', 12)).toEqual({ start: 8, query: 'bir' });
    expect(findSlashQuery('Birinchi qator\n/', 16)).toEqual({ start: 15, query: '' });
    expect(findSlashQuery('/kasr va birlik', 15)).toEqual({ start: 0, query: 'kasr va birlik' });
  });

  it('is no search inside a fraction, a link, or once the line is broken', () => {
    expect(findSlashQuery('1/2', 3)).toBeNull();
    expect(findSlashQuery('https://x.uz', 12)).toBeNull();
    expect(findSlashQuery('/kasr\nyangi', 11)).toBeNull();
    expect(findSlashQuery('hech narsa', 10)).toBeNull();
    expect(findSlashQuery(`/${'a'.repeat(61)}`, 62)).toBeNull();
  });

  it('replaces /query with the comment and puts the caret after it', () => {
    expect(insertAtSlash('Yaxshi. /bir', 8, 12, 'Birliklarni yozing.')).toEqual({
      text: 'Yaxshi. Birliklarni yozing.',
      caret: 27,
    });
    expect(insertAtSlash('/ka oxiri', 0, 3, 'Kasr')).toEqual({ text: 'Kasr oxiri', caret: 4 });
  });
});
