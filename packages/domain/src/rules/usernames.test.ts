import { describe, expect, it } from 'vitest';
import { nameKey, uniqueUsername, USERNAME_PATTERN, usernameBase } from './usernames';

describe('usernames made from a roster', () => {
  it('joins the first two words in ASCII, from Latin with any apostrophe or from Cyrillic', () => {
    expect(usernameBase('Karimova Aziza Bahodirovna')).toBe('karimova.aziza');
    expect(usernameBase('Gʻulomov Oʻktam')).toBe('gulomov.oktam');
    expect(usernameBase("G'ulomov O‘ktam")).toBe('gulomov.oktam');
    expect(usernameBase('Ғуломов Ўктам')).toBe('gulomov.oktam');
    expect(usernameBase('Шоҳрух Қодиров')).toBe('shohrux.qodirov');
    expect(usernameBase('Щербаков Ильясов')).toBe('sherbakov.ilyasov');
    expect(usernameBase('Élodie Müller')).toBe('elodie.muller');
  });

  it('always gives a valid username, even for a short or unreadable name', () => {
    for (const name of ['Al', 'Ян', '李小龍', 'A'.repeat(60) + ' ' + 'B'.repeat(10), '  ', 'O‘']) {
      expect(usernameBase(name)).toMatch(USERNAME_PATTERN);
    }
    expect(usernameBase('李小龍')).toBe('pupil');
    expect(usernameBase('Al')).toBe('al.pupil');
    expect(usernameBase('A'.repeat(60))).toHaveLength(32);
  });

  it('numbers a name already taken, staying within 32 characters', () => {
    const taken = new Set(['karimova.aziza', 'karimova.aziza2']);
    expect(uniqueUsername('karimova.aziza', (name) => taken.has(name))).toBe('karimova.aziza3');
    expect(uniqueUsername('free.name', (name) => taken.has(name))).toBe('free.name');
    const long = 'a'.repeat(32);
    expect(uniqueUsername(long, (name) => name === long)).toBe(`${'a'.repeat(31)}2`);
  });

  it('compares names whatever their case, spacing, script and apostrophe', () => {
    expect(nameKey('  Gʻulomov   Oʻktam ')).toBe(nameKey("g'ulomov o’ktam"));
    expect(nameKey('Ғуломов Ўктам')).toBe(nameKey('Gʻulomov Oʻktam'));
    expect(nameKey('Karimova Aziza')).not.toBe(nameKey('Karimov Aziz'));
  });
});
