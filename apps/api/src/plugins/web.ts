import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: the build's .br/.gz copies to browsers that accept them; hashed
 * assets cached for a year (a repeat visit downloads nothing but the page), the pages never.
 * `/` is the landing page, built with its HTML already in it (landing.html); every other page
 * path gets the app (index.html, from the not-found handler).
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
        if (filePath.includes(`${'/'}assets${'/'}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'no-cache');
      },
    });
  },
  { name: 'web' },
);
