import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Answers at least this many bytes long go compressed; smaller ones gain less than the work costs. */
export const COMPRESS_FROM_BYTES = 1024;
/** Quality 4 keeps per-request brotli cheap: most of the gain of 11 for a fraction of the CPU. */
export const BROTLI_QUALITY = 4;

/**
 * JSON answers over 1 KB are compressed (brotli when the client accepts it, else gzip). Static
 * files arrive already compressed from the build, and uploaded files (PDF, images, Word) do not
 * shrink, so only compressible types are touched.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_FROM_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
  },
  { name: 'compression' },
);
