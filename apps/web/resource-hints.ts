import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import { PAGE_HINTS } from './src/app/page-hints';

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and the chunks it imports statically, except those in `skip` (and what only they import). */
function withImports(chunk: OutputChunk, bundle: OutputBundle, skip: Set<OutputChunk>, into: Set<OutputChunk>) {
  if (into.has(chunk) || skip.has(chunk)) return into;
  into.add(chunk);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withImports(next, bundle, skip, into);
  }
  return into;
}

const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });

/** The chunk a module (a path from this folder) is built into. */
function chunkHolding(module: string, chunks: OutputChunk[]) {
  const id = path.resolve(import.meta.dirname, module);
  const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
  if (!chunk) throw new Error(`resourceHints: no chunk holds ${module}`);
  return chunk;
}

/**
 * Resource hints for the app's page (index.html), worked out from the build, in templates the app
 * adds to the page when their time comes (src/app/page-hints.ts):
 * - `<link rel="modulepreload">` for the chunks of what every signed-in start runs (`firstScreen`,
 *   by module, with every chunk they import) and `<link rel="preload" as="style">` for their style
 *   sheets, added as soon as the page's small entry has drawn the screen's frame: all are then
 *   fetched at once and compiled while they stream in, but run only when imported, one per task;
 * - `<link rel="prefetch">` for the chunks of what the user may soon open (`later`, by module),
 *   added once the first screen is drawn: the browser fetches them into its cache, and compiles or
 *   runs nothing until they are imported.
 * A chunk the page loads by itself (its entry's) is named in neither.
 */
export function resourceHints({ firstScreen, later }: { firstScreen: string[]; later: string[] }): Plugin {
  return {
    name: 'sinfxona-resource-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || path.basename(filename) !== 'index.html') return [];
        const chunks = chunksOf(bundle);
        const inPage = new Set(chunks.filter((chunk) => html.includes(chunk.fileName)));
        const started = new Set<OutputChunk>();
        for (const module of firstScreen) withImports(chunkHolding(module, chunks), bundle, inPage, started);
        const preloads: HtmlTagDescriptor[] = [];
        for (const chunk of started) {
          preloads.push(link({ rel: 'modulepreload', href: `/${chunk.fileName}`, crossorigin: '' }));
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            preloads.push(link({ rel: 'preload', as: 'style', href: `/${css}`, crossorigin: '' }));
        }
        const wanted = new Set<OutputChunk>();
        for (const module of later)
          withImports(chunkHolding(module, chunks), bundle, new Set([...inPage, ...started]), wanted);
        const prefetches = [...wanted].map((chunk) =>
          link({ rel: 'prefetch', href: `/${chunk.fileName}`, crossorigin: '' }),
        );
        const template = (id: string, children: HtmlTagDescriptor[]): HtmlTagDescriptor => ({
          tag: 'template',
          attrs: { id },
          children,
          injectTo: 'body',
        });
        return [template(PAGE_HINTS.appChunks, preloads), template(PAGE_HINTS.later, prefetches)];
      },
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) on the chunks every
 * signed-in start runs (those holding `modules`, and the two package chunks): nearly every function
 * in them is called while the first screen draws, so the browser compiles them all while it streams
 * the file in, on a background thread, instead of one by one on the main thread the first time each is called.
 */
export function compileHints(modules: string[]): Plugin {
  const ids = new Set(modules.map((module) => path.resolve(import.meta.dirname, module)));
  return {
    name: 'sinfxona-compile-hints',
    apply: 'build',
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        const started = chunk.moduleIds.some((id) => ids.has(id)) || ['react', 'vendor'].includes(chunk.name);
        return started ? { code: `//# allFunctionsCalledOnLoad\n${code}`, map: null } : null;
      },
    },
  };
}
