import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '@sinfxona/domain/messages';
import type { ErrorCode } from '@sinfxona/domain/schemas/common';

/** A failure the client caused or may see: status, code and a message key translated per request. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: { path: string; messageKey: string }[],
    /** Values for the message's `{{name}}` placeholders. */
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

/** A wrong password (sign-in, or the current password of a profile change): counted as a failed attempt. */
export class CredentialsError extends AppError {}

/** Too many failed attempts: says when to try again, and the reply carries Retry-After. */
export class LockedOutError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = retryAfterSeconds >= 120;
    super(429, 'RATE_LIMITED', minutes ? 'signInLockedMinutes' : 'signInLockedSeconds', undefined, {
      count: minutes ? Math.ceil(retryAfterSeconds / 60) : retryAfterSeconds,
    });
  }
}

export const badRequest = (key: MessageKey, fieldErrors?: AppError['fieldErrors']) =>
  new AppError(400, 'VALIDATION_ERROR', key, fieldErrors);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, 'NOT_FOUND', key);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'forbidden');
export const unauthenticated = (key: MessageKey = 'unauthenticated') => new AppError(401, 'UNAUTHENTICATED', key);
export const conflict = (key: MessageKey) => new AppError(409, 'CONFLICT', key);

/** The top message is the first field's own, so a short alert is still useful. */
export function firstFieldKey(fields: { messageKey: string }[]): MessageKey {
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
