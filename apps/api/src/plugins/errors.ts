import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isMessageKey, translate, type MessageKey } from '@sinfxona/domain/messages';
import type { ErrorCode, ErrorEnvelope } from '@sinfxona/domain/schemas/common';
import { requestLanguage } from './language';

/** A failure the client caused or may see: status, code and a message key translated per request. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: { path: string; messageKey: string }[],
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey, fieldErrors?: AppError['fieldErrors']) => new AppError(400, 'VALIDATION_ERROR', key, fieldErrors);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, 'NOT_FOUND', key);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'forbidden');
export const unauthenticated = (key: MessageKey = 'unauthenticated') => new AppError(401, 'UNAUTHENTICATED', key);
export const conflict = (key: MessageKey) => new AppError(409, 'CONFLICT', key);

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

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = requestLanguage(request);
  const body: ErrorEnvelope = { success: false, message: translate(error.messageKey, language), code: error.code };
  if (error.fieldErrors?.length) {
    body.errors = error.fieldErrors.map((field) => ({ path: field.path, message: translate(field.messageKey, language) }));
  }
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Maps every failure to the envelope of ARCHITECTURE §4; a 5xx is logged and never shows its details. */
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

/** The top message is the first field's own, so a short alert is still useful. */
function firstFieldKey(fields: { messageKey: string }[]): MessageKey {
  const first = fields[0]?.messageKey;
  return isMessageKey(first) ? first : 'validationFailed';
}

/** Validates a value that did not pass through a route schema (multipart fields). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), messageKey: issue.message }));
  throw badRequest(firstFieldKey(fields), fields);
}

export default fp(async function errorHandling(app: FastifyInstance, options: { spaFallback: boolean }) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, toAppError(error as FastifyError, request)));
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the web app fall back to index.html; /api/* never does.
    const isPage = options.spaFallback && (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
    if (isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return sendError(request, reply, new AppError(404, 'NOT_FOUND', 'routeNotFound'));
  });
});
