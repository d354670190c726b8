import multipart from '@fastify/multipart';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FILE_MAX_BYTES, FILE_URL_TTL_SECONDS } from '@sinfxona/domain/constants';
import type { Config } from '../config';
import type { FileStore } from '../storage/file-store';
import { LocalFileStore } from '../storage/local-file-store';
import { UrlSigner } from '../storage/url-signer';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
    urlSigner: UrlSigner;
    /** Uploads are streamed here first, checked, then moved into the store. */
    uploadTempDir: string;
  }
}

export default fp(
  async function storage(app: FastifyInstance, options: { config: Config }) {
    const { dataDir, jwtSecret } = options.config;
    const tempDir = path.join(dataDir, 'tmp');
    await mkdir(tempDir, { recursive: true });
    app.decorate('uploadTempDir', tempDir);
    app.decorate('fileStore', new LocalFileStore(path.join(dataDir, 'files')));
    app.decorate('urlSigner', new UrlSigner(`${jwtSecret}:files`, FILE_URL_TTL_SECONDS));
    await app.register(multipart, {
      // The size limit is enforced while streaming: busboy stops at the limit and the upload fails with 413.
      limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25, headerPairs: 100 },
    });
  },
  { name: 'storage' },
);
