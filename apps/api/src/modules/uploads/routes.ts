import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { Server, TUS_RESUMABLE } from '@tus/server';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, FILE_MAX_BYTES, type Language } from '@sinfxona/domain/constants';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { requireClassMember } from '../../plugins/auth';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit';
import { tusHeaderRefusal, tusRefusal } from './tus-refusals';

const PATH = '/api/uploads';
const tags = ['uploads'];

/**
 * tus 1.0.0 resumable uploads (creation, termination, expiration) at /api/uploads for signed-in
 * students and teachers (ARCHITECTURE.md §4 "Resumable uploads"). @tus/server speaks the protocol;
 * Fastify only signs the caller in, checks that an upload is theirs, and hands the raw request
 * over. Who owns an upload is kept in its own metadata (`owner`), set here, never by the client.
 */
const uploadRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const owners = new WeakMap<IncomingMessage, string>();
  const languages = new WeakMap<IncomingMessage, Language>();
  const rawOf = (request: { runtime?: { node?: { req?: unknown } } }) =>
    request.runtime?.node?.req as IncomingMessage | undefined;
  const options: ConstructorParameters<typeof Server>[0] = {
    path: PATH,
    datastore: deps.uploads.datastore,
    maxSize: FILE_MAX_BYTES,
    // `/api/uploads/<id>`: right behind any proxy, whatever host or scheme it answers on.
    relativeLocation: true,
    allowedOrigins: deps.config.corsOrigins,
    async onUploadCreate(request, upload) {
      const raw = rawOf(request);
      const owner = raw ? owners.get(raw) : undefined;
      if (!owner) throw { status_code: 401, body: 'Unauthenticated\n' };
      return { metadata: { ...upload.metadata, owner } };
    },
    onResponseError(request, error) {
      const raw = rawOf(request);
      const status = 'status_code' in error ? error.status_code : 500;
      if (status >= 500) app.log.error({ err: error }, 'upload failed');
      return tusRefusal(status, (raw && languages.get(raw)) ?? DEFAULT_LANGUAGE);
    },
  };
  const tus = new Server(options);

  // The body is tus's to read, as a stream, whatever type it claims.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: 'POST',
    url: PATH,
    exposeHeadRoute: false,
    onRequest: [app.authenticate, requireClassMember()],
    preHandler: [app.uploadLimit],
    schema: {
      tags,
      description:
        'tus 1.0.0 (creation, termination, expiration), not JSON: `POST` with `Tus-Resumable: 1.0.0`, ' +
        '`Upload-Length` (≤ 10 MB, else 413) and `Upload-Metadata` (`filename`, `filetype`, base64) answers 201 ' +
        'with `Location: /api/uploads/<id>`; an upload expires 24 h after creation. Use the finished upload once ' +
        'as `uploadId` of a hand-in or a task. ' +
        `A user may start ${DEFAULT_RATE_LIMITS.uploadPerUserPerHour} uploads an hour; past that, 429 with \`Retry-After\`. ` +
        "Every refusal's body is the API's error envelope (JSON) in the caller's language.",
    },
    handler: (request, reply) => handOver(request, reply),
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${PATH}/:id`,
    exposeHeadRoute: false,
    onRequest: [app.authenticate, requireClassMember()],
    schema: {
      tags,
      params: z.object({ id: z.string() }),
      description:
        'tus 1.0.0, not JSON: `HEAD` tells `Upload-Offset`; `PATCH` (`Content-Type: application/offset+octet-stream`, ' +
        '`Upload-Offset`) appends and answers 204 with the new offset, 409 when the offset is not the upload’s; ' +
        "`DELETE` ends it (204). Someone else's upload answers 404.",
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      // Someone else's upload is as unknown as a missing one.
      const upload = /^[A-Za-z0-9_-]{1,64}$/.test(id)
        ? await deps.uploads.datastore.getUpload(id).catch(() => null)
        : null;
      if (!upload || upload.metadata?.owner !== request.account.id) {
        reply.header('Tus-Resumable', '1.0.0');
        throw notFound('uploadNotFound');
      }
      return handOver(request, reply);
    },
  });

  async function handOver(
    request: Parameters<typeof app.authenticate>[0],
    reply: Parameters<typeof app.authenticate>[1],
  ) {
    const refusal = tusHeaderRefusal(request.method, request.headers);
    if (refusal) {
      reply.header('Tus-Resumable', TUS_RESUMABLE).header('Tus-Version', TUS_RESUMABLE);
      throw refusal;
    }
    owners.set(request.raw, request.account.id);
    languages.set(request.raw, request.language);
    // The headers Fastify's hooks set (security headers, CORS) go out with tus's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    const handling = tus.handle(request.raw, reply.raw).catch((error: unknown) => {
      request.log.error({ err: error }, 'upload failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
      else reply.raw.destroy();
    });
    // A shutdown lets a PATCH under way finish before the stores close (plugins/multipart.ts).
    const underWay = app.uploadsUnderWay;
    const tracked = handling.finally(() => underWay.delete(tracked));
    underWay.add(tracked);
    await handling;
  }
};

export default uploadRoutes;
