import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app; hashed assets are cached for a year, index.html never. */
export default fp(
  async function web(app: FastifyInstance, options: { root: string }) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, filePath) {
        if (filePath.includes(`${'/'}assets${'/'}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    });
  },
  { name: 'web' },
);
