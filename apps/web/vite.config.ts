import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { constants } from 'node:zlib';
import { chunkGroups, FIRST_SCREEN_CHUNKS, LATER } from './chunk-groups';
import { compileHints, resourceHints } from './resource-hints';

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
    resourceHints({ firstScreen: FIRST_SCREEN_CHUNKS, later: LATER }),
    compileHints([...FIRST_SCREEN_CHUNKS, 'boot', 'settings']),
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
      output: isSsrBuild ? {} : { manualChunks: chunkGroups() },
    },
  },
}));
