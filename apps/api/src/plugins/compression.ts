import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * JSON answers over 1 KB are compressed (brotli when the client accepts it, else gzip). Static
 * files arrive already compressed from the build, and uploaded files (PDF, images, Word) do not
 * shrink, so only compressible types are touched.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 4 keeps per-request brotli cheap: most of the gain of 11 for a fraction of the CPU.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
