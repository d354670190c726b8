import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webAppManifest } from '@sinfxona/domain/rules/web-app-manifest';

describe('public/manifest.webmanifest', () => {
  it("is the API's manifest for a school without a name (the dev server's, and a fallback)", () => {
    const file = path.resolve(import.meta.dirname, '../../../public/manifest.webmanifest');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(webAppManifest({ schoolName: '', language: 'uz' }));
  });

  it('is linked, with the theme colour and the touch icon, by every page', () => {
    for (const page of ['index.html', 'landing.html', 'login.html', 'register.html']) {
      const html = readFileSync(path.resolve(import.meta.dirname, '../../..', page), 'utf8');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html).toContain(
        `<meta name="theme-color" content="${webAppManifest({ schoolName: '', language: 'uz' }).theme_color}" />`,
      );
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    }
  });
});
