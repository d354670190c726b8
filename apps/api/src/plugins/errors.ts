import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLanguage } from './language';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, type MessageKey } from '@sinfxona/domain/messages';
import type { ErrorCode, ErrorEnvelope } from '@sinfxona/domain/schemas/common';
import { AppError, badRequest, firstFieldKey, LockedOutError } from '../lib/errors';

const STATUS_DEFAULTS: Record<number, { code: ErrorCode; key: MessageKey }> = {
  400: { code: 'VALIDATION_ERROR', key: 'validationFailed' },
  401: { code: 'UNAUTHENTICATED', key: 'unauthenticated' },
  403: { code: 'FORBIDDEN', key: 'forbidden' },
  404: { code: 'NOT_FOUND', key: 'notFound' },
  409: { code: 'CONFLICT', key: 'validationFailed' },
  413: { code: 'FILE_TOO_LARGE', key: 'bodyTooLarge' },
  415: { code: 'UNSUPPORTED_FILE_TYPE', key: 'unsupportedMediaType' },
  429: { code: 'RATE_LIMITED', key: 'rateLimited' },
};

/** Fastify's and its plugins' own error codes that a client can cause. */
const KNOWN_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', key: 'malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', key: 'malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE', key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_FILE_TYPE', key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', key: 'validationFailed' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE', key: 'fileTooLarge' },
  FST_PARTS_LIMIT: { status: 413, code: 'FILE_TOO_LARGE', key: 'bodyTooLarge' },
  FST_FILES_LIMIT: { status: 400, code: 'VALIDATION_ERROR', key: 'validationFailed' },
  FST_FIELDS_LIMIT: { status: 413, code: 'FILE_TOO_LARGE', key: 'bodyTooLarge' },
  FST_PROTO_VIOLATION: { status: 400, code: 'VALIDATION_ERROR', key: 'validationFailed' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_FILE_TYPE', key: 'unsupportedMediaType' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR', key: 'validationFailed' },
};

/** A refused body is still read (and thrown away) up to this size, so the client sees the refusal. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * When a body is refused before it has all arrived (413), keep the connection and read the rest
 * of it into nothing: closing at once would reset a browser still uploading, and it would never
 * see the refusal or its message. A client that declares or sends more than the cap is cut off.
 */
function drainRefusedBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) return;
  reply.removeHeader('connection');
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.statusCode === 413) drainRefusedBody(request, reply);
  // The router's own refusals come before the request is decorated: read the header directly.
  const language = request.language ?? negotiateLanguage(request.headers['accept-language']);
  const body: ErrorEnvelope = {
    success: false,
    message: translate(error.messageKey, language, error.params),
    code: error.code,
  };
  if (error instanceof LockedOutError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error.fieldErrors?.length) {
    body.errors = error.fieldErrors.map((field) => ({
      path: field.path,
      message: translate(field.messageKey, language),
    }));
  }
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Maps every failure to the envelope of docs/architecture.md §4; a 5xx is logged and never shows its details. */
function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      messageKey: issue.message ?? 'validationFailed',
    }));
    return badRequest(firstFieldKey(fields), fields);
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? KNOWN_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return new AppError(known.status, known.code, known.key);
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const fallback = STATUS_DEFAULTS[status] ?? STATUS_DEFAULTS[400]!;
    return new AppError(STATUS_DEFAULTS[status] ? status : 400, fallback.code, fallback.key);
  }
  request.log.error({ err: error }, 'unhandled error');
  return new AppError(500, 'INTERNAL', 'internal');
}

/** Refusals the router makes before any route runs (a bad URL, a path parameter over the length limit). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return sendError(
    request,
    reply,
    new AppError(tooLong ? 414 : 400, 'VALIDATION_ERROR', tooLong ? 'urlTooLong' : 'validationFailed'),
  );
}

export default fp(
  async function errorHandling(app: FastifyInstance, options: { spaFallback: boolean }) {
    app.setErrorHandler((error, request, reply) =>
      sendError(request, reply, toAppError(error as FastifyError, request)),
    );
    app.setNotFoundHandler((request, reply) => {
      // Client-side routes of the web app fall back to index.html; /api/* never does.
      const isPage =
        options.spaFallback &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/api(\/|$|\?)/.test(request.url);
      if (isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return sendError(request, reply, new AppError(404, 'NOT_FOUND', 'routeNotFound'));
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
