import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { VitePWA } from 'vite-plugin-pwa';
import { constants } from 'node:zlib';
import { compileHints, resourceHints } from './resource-hints';

/**
 * Three chunks by package; Rollup cuts the rest (docs/decisions/003). `react-core` (React's own
 * small package, with Rollup's helpers for CommonJS modules, which React's are) is what the app's
 * entry needs of React: the screen table's first queries (app/screens.ts) are TanStack Query
 * options, and its hooks import React, so the query library goes where Rollup puts it (with the
 * entry) and not with the libraries loaded later. `react` (React DOM, i18next) is shared by the
 * guest pages and the app; `vendor` holds libraries every signed-in start runs whole and that import
 * nothing but React (one built on Mantine's components would make two chunks import each other, and
 * such chunks can run a module before one it needs). Mantine's components are not named: Rollup puts
 * each with the screens that use it (a package-wide group would bring every component the app uses
 * anywhere into the first screen).
 */
const REACT_CORE = /\/node_modules\/react\/|commonjsHelpers/;
const REACT = /\/node_modules\/(react-dom|scheduler|i18next|react-i18next|use-sync-external-store)\//;
const VENDOR = /\/node_modules\/(react-router|zustand|@mantine\/(hooks|store)|clsx)\//;
const byPackage = (id: string) =>
  REACT_CORE.test(id) ? 'react-core' : REACT.test(id) ? 'react' : VENDOR.test(id) ? 'vendor' : undefined;

/** The modules every signed-in start runs, one per task (src/app/load-app.ts): their chunks are preloaded. */
const SIGNED_IN_START = ['src/app/stages/react-stage.ts', 'src/app/stages/vendor-stage.ts', 'src/app/start-app.tsx'];
/** What a signed-in user may open soon after (the dialogs, the phone's menu, the toast area): prefetched. */
const LATER = ['src/shared/ui/dialog-modal.tsx', 'src/app/layout/mobile-menu.tsx', 'src/shared/ui/toast-area.tsx'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Every text asset is compressed once, at build time; the server sends the .br or .gz copy
    // the browser accepts instead of compressing per request.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
    resourceHints({ firstScreen: SIGNED_IN_START, later: LATER }),
    // The service worker (src/sw/, built to /sw.js) with the list of what it precaches. The app
    // registers it itself, lazily (shared/offline/register-service-worker.ts); the manifest is the
    // API's (/manifest.webmanifest, in the school's name), public/manifest.webmanifest its fallback.
    VitePWA({
      disable: Boolean(isSsrBuild),
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The pages, their chunks and styles, the icons; not the compressed copies (the browser gets
        // those transparently), the build's manifest or the worker itself, nor the PDF viewer (a
        // teacher's preview of a PDF: 400 KB, and useless without its 1 MB worker, which is an .mjs).
        globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
        globIgnores: ['sw.js', '.vite/**', '**/*.map', 'assets/pdf-pages-*.js'],
      },
    }),
    compileHints(['src/main.tsx', ...SIGNED_IN_START]),
    // `ANALYZE=1 npm run build`: what each chunk holds, in .tmp/bundle.html (and .json for scripts).
    ...(process.env.ANALYZE && !isSsrBuild
      ? [
          visualizer({ filename: '../../.tmp/bundle.html', gzipSize: true, template: 'treemap' }),
          visualizer({ filename: '../../.tmp/bundle.json', gzipSize: true, template: 'raw-data' }),
        ]
      : []),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/shared/lib/zod-jitless.ts') },
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-budgets.mjs (what each route loads).
    manifest: true,
    // Every browser the app supports knows modulepreload; the polyfill would be one more request.
    modulePreload: { polyfill: false },
    // The guest pages have their own small entries (their HTML is filled in at build time by
    // scripts/prerender.mjs): `/` the landing page, `/login` and `/register` the sign-in forms;
    // every other path is the app.
    rollupOptions: {
      input: { app: 'index.html', landing: 'landing.html', login: 'login.html', register: 'register.html' },
      // Only the modules named go into the two chunks, not everything they import (Mantine's index
      // imports every component).
      output: isSsrBuild ? {} : { manualChunks: byPackage, onlyExplicitManualChunks: true },
    },
  },
}));
