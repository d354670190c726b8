import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The guest pages built with their HTML already in them, by the path each answers. */
const GUEST_PAGES: Record<string, string> = { '/login': 'login.html', '/register': 'register.html' };

/**
 * Serves the built web app: the build's .br/.gz copies to browsers that accept them; hashed
 * assets cached for a year (a repeat visit downloads nothing but the page), the pages never.
 * `/` is the landing page (landing.html) and `/login`, `/register` the sign-in forms, each built
 * with its HTML already in it; every other page path gets the app (index.html, from the
 * not-found handler).
 */
export default fp(
  async function web(app: FastifyInstance, options: { root: string }) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: true,
      index: ['landing.html', 'index.html'],
      preCompressed: true,
      // The Cache-Control below is ours; the plugin's default (max-age=0) must not override it.
      cacheControl: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'no-cache');
      },
    });
    for (const [url, file] of Object.entries(GUEST_PAGES)) {
      // A build from before these pages existed falls back to the app, which draws them too.
      if (!existsSync(path.join(options.root, file))) continue;
      app.get(url, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file));
    }
  },
  { name: 'web' },
);
