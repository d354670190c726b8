import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sinfxona/domain/constants';
import { paths } from '@/shared/config/paths';
import i18n from '@/shared/i18n/i18n';
import { aTeacher } from '@/test/render';
import { drawFirstFrame, screenTitle } from './first-frame';

// The page's own markup, as the browser gets it before any script runs.
const page = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const root = /<div id="root">[\s\S]*?<\/div>\s*<script/.exec(page)![0].replace(/<script$/, '');

describe('the frame drawn before the app has loaded', () => {
  beforeEach(() => {
    document.body.innerHTML = root;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    void i18n.changeLanguage('uz');
  });

  it('shows the screen’s title, the user’s initial and name, in the user’s language', () => {
    drawFirstFrame(paths.teacher.dashboard, aTeacher, 'uz');
    const frame = document.querySelector<HTMLElement>('.boot')!;
    expect(frame.dataset.signedIn).toBe('');
    expect(frame.querySelector('h1')).toHaveTextContent('Boshqaruv paneli');
    expect(frame.querySelector('.boot-title')).toHaveTextContent('Boshqaruv paneli');
    expect(frame.querySelector('.boot-avatar')).toHaveTextContent('A');
    expect(frame.querySelector('.boot-name')).toHaveTextContent('Anvar Tursunov');
    expect(document.title).toBe('Boshqaruv paneli · Sinfxona');
  });

  it('marks the sidebar collapsed as the user left it', () => {
    localStorage.setItem('sidebarCollapsed', '1');
    drawFirstFrame(paths.teacher.tasks, aTeacher, 'en');
    expect(document.querySelector<HTMLElement>('.boot')!.dataset.collapsed).toBe('');
    expect(document.querySelector('h1')).toHaveTextContent('Tasks');
  });

  it.each(LANGUAGES)('titles every screen of both areas as the app does (%s)', async (language) => {
    await i18n.changeLanguage(language);
    for (const route of [...Object.values(paths.student), ...Object.values(paths.teacher)])
      expect(screenTitle(route, language), route.path).toBe(i18n.t(route.titleKey));
  });
});
