import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { manifestLanguage, webAppManifest } from './web-app-manifest';

describe('the web app manifest', () => {
  it('is installable: a name, standalone, a start URL, PNG icons of 192 and 512 and a maskable one', () => {
    for (const language of LANGUAGES) {
      const manifest = webAppManifest({ schoolName: '12-maktab', language });
      expect(manifest).toMatchObject({ short_name: 'Sinfxona', display: 'standalone', start_url: '/', lang: language });
      expect(manifest.description.length).toBeGreaterThan(10);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    }
  });

  it("writes the school's name in Cyrillic letters for uz-Cyrl", () => {
    expect(webAppManifest({ schoolName: 'Samarqand 5-maktab', language: 'uz-Cyrl' }).name).toBe(
      'Самарқанд 5-мактаб — Sinfxona',
    );
    expect(webAppManifest({ schoolName: '  ', language: 'ru' }).name).toBe('Sinfxona');
  });

  it('takes only a language the app has', () => {
    expect(manifestLanguage('ru')).toBe('ru');
    expect(manifestLanguage('uz-Cyrl')).toBe('uz-Cyrl');
    expect(manifestLanguage('de')).toBe('uz');
    expect(manifestLanguage(undefined)).toBe('uz');
  });
});
