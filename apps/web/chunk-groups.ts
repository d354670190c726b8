import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/** The app's small entry (asks for the first screen early); it must not wait for any big chunk. */
const BOOT = [src('main.tsx')];
/** The guest pages' entries: the landing page and the sign-in forms. */
const GUEST = [src('landing-main.tsx'), src('auth-main.tsx')];
/** What every signed-in start needs: the app's start, and the two dashboards users land on. */
const SIGNED_IN = [
  src('app/start-app.tsx'),
  src('app/routes/teacher-dashboard-page.tsx'),
  src('app/routes/student-dashboard-page.tsx'),
];
const REACT = /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)\//;

/** Every module the roots import statically, directly or through others. */
function staticGraph(roots: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Chunks shaped for a phone on a slow connection over HTTP/1.1, where every request waits its turn
 * for one of six connections: left to itself, Rollup cut the signed-in start into some fifty
 * chunks shared in every combination with the guest pages. Here:
 * - the entry's own few modules are one small `boot` chunk (it runs before anything big arrives;
 *   a module of another chunk's that it imports would otherwise be pulled in with that chunk), and
 *   those of them the guest pages use too (settings, the stored session, the language) `settings`;
 * - React and i18next, and what the guest pages share with the app, are one `react` chunk;
 * - everything else a signed-in start needs (Mantine, the router, the query cache, the frame, both
 *   dashboards) is one `app` chunk;
 * - the other screens and heavy libraries (dates, drop zone, Markdown, PDF, zod) stay in chunks of
 *   their own, loaded when used.
 */
export function chunkGroups(): GetManualChunk {
  let graphs: { boot: Set<string>; guest: Set<string>; signedIn: Set<string> } | null = null;
  return (id, meta) => {
    graphs ??= {
      boot: staticGraph(BOOT, meta),
      guest: staticGraph(GUEST, meta),
      signedIn: staticGraph(SIGNED_IN, meta),
    };
    if (graphs.boot.has(id)) return graphs.guest.has(id) ? 'settings' : 'boot';
    if (REACT.test(id)) return 'react';
    if (!graphs.signedIn.has(id)) return undefined;
    return graphs.guest.has(id) ? 'react' : 'app';
  };
}
