import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sinfxona/domain/constants';
import { paths } from '@/shared/config/paths';
import i18n from '@/shared/i18n/i18n';
import { aTeacher } from '@/test/render';
import { renderAppFrame } from '@/prerender';
import { drawFirstFrame, screenTitle } from './first-frame';

// The frame as the build puts it into the page (scripts/prerender.mjs), before any script runs.
const root = `<div id="root">${renderAppFrame()}</div>`;

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
    const frame = document.querySelector<HTMLElement>('[data-app-frame]')!;
    expect(frame.dataset.signedIn).toBe('');
    expect(frame.querySelector('header h1')).toHaveTextContent('Boshqaruv paneli');
    expect(frame.querySelector('main h1')).toHaveTextContent('Boshqaruv paneli');
    expect(frame.querySelector('.mantine-Avatar-root')).toHaveTextContent('A');
    expect(frame.querySelector('header')).toHaveTextContent('Anvar Tursunov');
    expect(frame.dataset.collapsed).toBeUndefined();
    expect(document.title).toBe('Boshqaruv paneli · Sinfxona');
  });

  it('marks the sidebar collapsed as the user left it, at the app’s width for it', () => {
    localStorage.setItem('sidebarCollapsed', '1');
    drawFirstFrame({ titleKey: paths.teacher.tasks.titleKey, classScoped: true }, aTeacher, 'en');
    const frame = document.querySelector<HTMLElement>('[data-app-frame]')!;
    expect(frame.dataset.collapsed).toBe('');
    expect(frame.style.getPropertyValue('--app-shell-navbar-width')).toBe('60px');
    expect(document.querySelector('h1')).toHaveTextContent('Tasks');
    localStorage.removeItem('sidebarCollapsed');
  });

  it.each(LANGUAGES)('titles every screen of both areas as the app does (%s)', async (language) => {
    await i18n.changeLanguage(language);
    for (const route of [...Object.values(paths.student), ...Object.values(paths.teacher)])
      expect(screenTitle(route, language), route.path).toBe(i18n.t(route.titleKey));
  });
});
