import type { ComponentType } from 'react';

/**
 * Every page module's chunk, listed by Vite at build time: a page is a `*-page.tsx` of app/routes
 * or of a feature (or of a feature's sub-folder). The screen table (./screens.ts) names each screen's page; its chunk is loaded
 * here, from the app's code and not from its entry, so Rollup knows the app is loaded when a
 * screen's chunk is and leaves in the app's chunk what both use.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '/src/app/routes/*-page.tsx',
  '/src/features/*/*-page.tsx',
  // A feature of several screens (the admin's) keeps each in a folder of its own.
  '/src/features/*/*/*-page.tsx',
]);

/** A screen in a chunk of its own: loaded once, and known by its component once it is here. */
export interface Screen {
  load(): Promise<ComponentType>;
  /** The screen's component once its chunk has loaded, so the router draws it without waiting again. */
  loaded: ComponentType | null;
}

const byPage = new Map<string, Screen>();

/** The chunk of a page the screen table names (`app/routes/profile-page`: its path under src/, no extension). */
export function chunkOf(page: string): Screen {
  const known = byPage.get(page);
  if (known) return known;
  const importChunk = pageModules[`/src/${page}.tsx`];
  if (!importChunk) throw new Error(`no page module src/${page}.tsx`);
  let loading: Promise<ComponentType> | null = null;
  const screen: Screen = {
    loaded: null,
    load() {
      loading ??= importChunk().then(
        (module) => (screen.loaded = module.default),
        (error: unknown) => {
          // A chunk that failed to arrive (a dropped connection) is asked for again next time.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  byPage.set(page, screen);
  return screen;
}
