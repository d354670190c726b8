import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderLoginCards, type LoginCard } from './login-cards';

const labels = {
  className: 'Sinf',
  username: 'Login',
  password: 'Bir martalik parol',
  address: 'Manzil',
  note: 'Birinchi kirishda parolni almashtiring',
  guardianCode: 'Ota-ona kodi (7 kun)',
};
const pupils: LoginCard[] = Array.from({ length: 20 }, (_, i) => ({
  fullName: i % 2 === 0 ? `Gʻulomov Oʻktam ${i + 1}` : `Қодирова Мадина ${i + 1}`,
  className: '5-A',
  username: `pupil.${i + 1}`,
  password: `Kx7-${i}q2Lm`,
  ...(i === 0 ? { guardianCode: 'K7M2Q9XA' } : {}),
}));
const pdfText = (bytes: Buffer) => bytes.toString('latin1');
const hasPdftotext = existsSync('/usr/bin/pdftotext');

describe('login cards', () => {
  it('puts eight cards on each A4 page with the fonts embedded', async () => {
    const pdf = await renderLoginCards({
      schoolName: '14-maktab',
      address: 'https://maktab14.uz',
      labels,
      cards: pupils,
    });
    const text = pdfText(pdf);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    // DejaVu Sans, Sans Bold and Sans Mono Bold as embedded TrueType subsets: nothing depends on the printer's fonts.
    expect(text.match(/\/FontFile2/g)?.length).toBe(3);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansMono-Bold/);
  });

  it.runIf(hasPdftotext)('prints each pupil’s name in Latin and Cyrillic, login and password as written', async () => {
    const pdf = await renderLoginCards({
      schoolName: '14-maktab',
      address: 'https://maktab14.uz',
      labels,
      cards: pupils,
    });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cards-'));
    try {
      await writeFile(path.join(dir, 'cards.pdf'), pdf);
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'cards.pdf'), '-'], { encoding: 'utf8' });
      for (const pupil of pupils) {
        expect(text).toContain(pupil.fullName);
        expect(text).toContain(pupil.username);
        expect(text).toContain(pupil.password);
      }
      expect(text).toContain('Manzil: https://maktab14.uz');
      expect(text).toContain('Ota-ona kodi (7 kun): K7M2Q9XA');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
