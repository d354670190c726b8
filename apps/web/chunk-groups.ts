import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta, ModuleInfo } from 'rollup';

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/** The app's small entry (asks for the first screen early); it must not wait for any big chunk. */
const BOOT = [src('main.tsx')];
/** The guest pages' entries: the landing page's (small, it starts the page once painted) and the sign-in forms'. */
const GUEST_ENTRIES = [src('landing-main.ts'), src('auth-main.tsx')];
/** What the landing page's entry starts once the page is painted: the page itself, made live. */
const GUEST_PAGES = [src('landing-start.tsx')];
const GUEST = [...GUEST_ENTRIES, ...GUEST_PAGES];
/** What every signed-in start needs: the app's start, and the two dashboards users land on. */
const SIGNED_IN = [
  src('app/start-app.tsx'),
  src('app/routes/teacher-dashboard-page.tsx'),
  src('app/routes/student-dashboard-page.tsx'),
];
/** The big chunks every signed-in start loads, in the order the entry runs them (app/load-app.ts). */
export const FIRST_SCREEN_CHUNKS = ['react', 'vendor', 'app'];
/**
 * What a signed-in user may open soon after (the dialogs, the phone's menu, the toast area): one
 * `later` chunk, which the app's page prefetches (resource-hints.ts).
 */
export const LATER = [
  'src/shared/ui/dialog-modal.tsx',
  'src/app/layout/mobile-menu.tsx',
  'src/shared/ui/toast-area.tsx',
];

/** The modules the entry imports to run `react` and `vendor` each in a task of their own. */
const STAGES: Record<string, string> = {
  [src('app/stages/react-stage.ts')]: 'react',
  [src('app/stages/vendor-stage.ts')]: 'vendor',
};

const REACT = /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)\//;

/** Statements that only pass other modules' exports on (a package's index is made of nothing else). */
const REEXPORT =
  /^(?:export\s*\{[^}]*\}\s*from\s*['"][^'"]+['"]|export\s*\*\s*from\s*['"][^'"]+['"]|import\s*\*\s*as\s+[\w$]+\s*from\s*['"][^'"]+['"]|export\s*\{[^}]*\}|import\s*['"][^'"]+['"]|['"]use client['"])\s*;?$/;

/** A package's index (Mantine's, Tabler's icons): the module each name it passes on comes from. */
function reexportsOf(info: ModuleInfo): Map<string, string> | null {
  if (!info.id.includes('/node_modules/') || !info.code) return null;
  const statements = info.code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(/;?\s*\n/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  if (statements.length === 0 || !statements.every((statement) => REEXPORT.test(statement))) return null;
  const names = new Map<string, string>();
  for (const [, list = '', from = ''] of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = from.startsWith('.') ? path.resolve(path.dirname(info.id), from) : from;
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.set(name, target);
    }
  }
  return names;
}

/** The names a module imports from each package (`import { a, b as c } from 'pkg'`). */
function namedImports(info: ModuleInfo): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const [, list = '', from = ''] of (info.code ?? '').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const names = list
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean);
    byPackage.set(from, [...(byPackage.get(from) ?? []), ...names]);
  }
  return byPackage;
}

/** What a package's module imports for its side effects alone (`import '../Combobox/Combobox.mjs'`). */
function bareImports(info: ModuleInfo): Set<string> {
  const bare = new Set<string>();
  if (!info.id.includes('/node_modules/')) return bare;
  for (const [, from = ''] of (info.code ?? '').matchAll(/^import\s*['"](\.[^'"]+)['"]/gm))
    bare.add(path.resolve(path.dirname(info.id), from));
  return bare;
}

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? '';

/**
 * Every module the roots need, directly or through others, as Rollup's tree-shaking sees it: a bare
 * import of a module without side effects brings nothing (Mantine's components import dozens), and
 * through a package's index only the modules of the names imported count (all of Mantine's index
 * would be every component).
 */
function staticGraph(roots: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    if (!info) continue;
    const imports = namedImports(info);
    const bare = bareImports(info);
    for (const imported of info.importedIds) {
      const target = meta.getModuleInfo(imported);
      if (!target) continue;
      if (bare.has(imported) && target.moduleSideEffects === false) continue;
      const reexports = reexportsOf(target);
      if (!reexports) {
        queue.push(imported);
        continue;
      }
      seen.add(imported);
      for (const name of imports.get(packageOf(imported)) ?? []) {
        const source = reexports.get(name);
        if (!source) continue;
        // A name passed on from another package (Mantine's index re-exports RemoveScroll).
        queue.push(
          source.startsWith('/') ? source : (target.importedIds.find((dep) => packageOf(dep) === source) ?? source),
        );
      }
    }
  }
  return seen;
}

/** What the guest pages load later (another language's texts), the signed-in app they may start aside. */
function guestLater(meta: ManualChunkMeta): Set<string> {
  const dynamic = new Set<string>();
  for (const id of staticGraph(GUEST, meta))
    for (const imported of meta.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      if (!BOOT.includes(imported) && !GUEST.includes(imported)) dynamic.add(imported);
  return staticGraph([...dynamic], meta);
}

/**
 * Where a module of Mantine or Tabler's icons that no first screen uses goes: Rollup moves whatever
 * a grouped module imports into its group, and the `app` group imports these packages' indexes,
 * which import every component; so each is given a group of its own: a Mantine component's folder
 * (NumberInput, Menu…), or its package (the other icons, date pickers).
 */
function ownGroup(id: string): string | undefined {
  const component = /node_modules\/@mantine\/core\/esm\/components\/([^/]+)\//.exec(id)?.[1];
  if (component) return `mantine-${component}`;
  const pkg = /node_modules\/(@mantine\/[^/]+|@tabler\/icons-react)\//.exec(id)?.[1];
  return pkg?.replace(/^@/, '').replace('/', '-');
}

/**
 * Chunks shaped for a phone on a slow connection over HTTP/1.1, where every request waits its turn
 * for one of six connections: left to itself, Rollup cut the signed-in start into some fifty
 * chunks shared in every combination with the guest pages. Here:
 * - the entry's own few modules are one small `boot` chunk (it runs before anything big arrives;
 *   a module of another chunk's that it imports would otherwise be pulled in with that chunk), and
 *   those of them the guest pages use too (settings, the stored session, the language) `settings`,
 *   or use later (the Cyrillic script, for another language's texts) `shared-later`;
 * - React and i18next, and what the guest pages share with the app, are one `react` chunk;
 * - everything else a signed-in start needs is a `vendor` chunk (Mantine, the router, the query
 *   cache) and an `app` chunk (the frame, both dashboards), and what may be opened soon after is
 *   one `later` chunk;
 * - the other screens and heavy libraries (dates, drop zone, Markdown, PDF, zod) stay in chunks of
 *   their own, loaded when used.
 */
export function chunkGroups(): GetManualChunk {
  let graphs: {
    boot: Set<string>;
    guest: Set<string>;
    guestLater: Set<string>;
    signedIn: Set<string>;
    later: Set<string>;
  } | null = null;
  return (id, meta) => {
    graphs ??= {
      boot: staticGraph(BOOT, meta),
      guest: staticGraph(GUEST, meta),
      guestLater: guestLater(meta),
      signedIn: staticGraph(SIGNED_IN, meta),
      later: staticGraph(
        LATER.map((file) => path.resolve(import.meta.dirname, file)),
        meta,
      ),
    };
    if (STAGES[id]) return STAGES[id];
    // An entry's own module stays in its entry chunk: in a group, it would run (and start the app)
    // wherever another page imports something of that group.
    if (BOOT.includes(id) || GUEST.includes(id)) return undefined;
    if (graphs.boot.has(id))
      return graphs.guest.has(id) ? 'settings' : graphs.guestLater.has(id) ? 'shared-later' : 'boot';
    if (REACT.test(id)) return 'react';
    if (graphs.signedIn.has(id))
      return graphs.guest.has(id) ? 'react' : id.includes('/node_modules/') ? 'vendor' : 'app';
    if (graphs.guest.has(id)) return undefined;
    if (graphs.later.has(id)) return 'later';
    return ownGroup(id);
  };
}
