import { z } from 'zod';
import { LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT } from '../constants';
import type { MessageKey } from '../messages';

/** Every message of these schemas is a key of `messages`; server and client translate it. */
export const msg = (key: MessageKey) => ({ error: key });

/** A required string whose "missing" message is `requiredKey` and whose wrong type says so. */
export const requiredString = (requiredKey: MessageKey) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : 'invalidType') });

/** Ids are opaque strings (UUIDs as we make them); anything longer or odder is not an id. */
export const idSchema = z
  .string(msg('idInvalid'))
  .min(1, msg('idInvalid'))
  .max(64, msg('idInvalid'))
  .regex(/^[A-Za-z0-9_-]+$/, msg('idInvalid'));
export const idParams = z.object({ id: idSchema });

/** An ISO 8601 date-time; normalised to UTC `toISOString()` form. */
export const isoDateTime = (requiredKey: MessageKey) =>
  requiredString(requiredKey)
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(value)), msg('deadlineInvalid'))
    .transform((value) => new Date(value).toISOString());

/** Query strings arrive as text; an empty value means "not given". */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const pageQuery = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number(msg('pageInvalid'))
      .int(msg('pageInvalid'))
      .min(1, msg('pageInvalid'))
      .max(1_000_000, msg('pageInvalid'))
      .default(PAGE_DEFAULT),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number(msg('pageInvalid'))
      .int(msg('pageInvalid'))
      .min(1, msg('pageInvalid'))
      .max(LIMIT_MAX, msg('pageInvalid'))
      .default(LIMIT_DEFAULT),
  ),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** An optional `classId` filter on a list: the caller's classes only. */
export const classFilter = z.preprocess(emptyToUndefined, idSchema.optional());

export const searchField = z.preprocess(
  emptyToUndefined,
  z.string(msg('invalidType')).trim().max(200, msg('tooLong')).optional(),
);

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export function makePagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'RATE_LIMITED',
  'PASSWORD_CHANGE_REQUIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The success envelope of docs/architecture.md §4 around a `data` schema. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });
export const emptyOkEnvelope = z.object({ success: z.literal(true), message: z.string().optional() });
