import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withParams, type RequestConfig } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { en } from '@/shared/i18n/en';
import { ru } from '@/shared/i18n/ru';
import { uz } from '@/shared/i18n/uz-all';
import { chunkOf } from './screen-chunks';
import { SCREENS } from './screens';

/** Every GET the client sends, as the URL it goes to; each answers an empty success. */
const sent = vi.hoisted(() => [] as string[]);
vi.mock('@/shared/api/http', async (importOriginal) => {
  const http = await importOriginal<typeof import('@/shared/api/http')>();
  return {
    ...http,
    send: (method: string, url: string, _body: unknown, config: RequestConfig = {}) => {
      sent.push(`${method} ${http.withParams(url, config.params)}`);
      return Promise.resolve({ data: { success: true, data: { pagination: { total: 0 } } }, status: 200, headers: {} });
    },
  };
});

afterEach(() => {
  sent.length = 0;
});

describe('the screen table', () => {
  it('asks early for exactly the URL each first query fetches', async () => {
    const firstQueries = SCREENS.flatMap((entry) =>
      [undefined, 'class-7'].flatMap((classId) => entry.firstQueries?.(classId) ?? []),
    );
    expect(firstQueries.length).toBeGreaterThanOrEqual(12);
    for (const query of firstQueries) {
      sent.length = 0;
      // Each query fetched through a client of its own, as the screen's prefetch does.
      await new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(query).catch(() => undefined);
      expect(sent).toEqual([`GET ${withParams(query.meta.read.url, query.meta.read.params)}`]);
    }
  });

  it('lists every route of the app once, each with a title in every catalogue', () => {
    const routes = [
      paths.home,
      paths.login,
      paths.register,
      ...Object.values(paths.student),
      ...Object.values(paths.teacher),
      ...Object.values(paths.admin),
      ...Object.values(paths.guardian),
      paths.notFound,
    ];
    expect(SCREENS.map((entry) => entry.route.path).sort()).toEqual(routes.map((route) => route.path).sort());
    for (const { route } of SCREENS) {
      const name = route.titleKey.replace(/^titles\./, '');
      for (const catalogue of [uz, en, ru]) expect(catalogue.titles).toHaveProperty(name);
    }
  });

  it('names a page module for every screen, which loads as a component', async () => {
    for (const entry of SCREENS) expect(await chunkOf(entry.page).load()).toBeTypeOf('function');
    expect(() => chunkOf('app/routes/no-such-page')).toThrow();
  });

  it('puts each signed-in screen in its role’s area, and the guest pages in none', () => {
    for (const entry of SCREENS) {
      if (entry.role) expect(entry.route.path.startsWith(`/${entry.role}/`)).toBe(true);
      else expect(entry.menu ?? entry.firstQueries ?? entry.classGate).toBeUndefined();
    }
  });
});
