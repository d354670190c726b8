import { z } from 'zod';
import { msg } from './common';

/** A topic's length at most (docs/architecture.md §4 "Class stream, scheduling and the calendar"). */
export const TOPIC_MAX = 80;

/** Text fields arrive as strings (multipart, forms); an empty one, or null, is "none". */
const noneIfEmpty = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') || value === 'null' ? null : value;

/** An optional topic: trimmed, ≤ 80 characters; empty → null. */
export const topicField = z.preprocess(
  noneIfEmpty,
  z.string(msg('invalidType')).trim().max(TOPIC_MAX, msg('tooLong')).nullable(),
);

/** A publish time: an ISO date in the future; empty or null → none (published now). */
export const publishAtField = z.preprocess(
  noneIfEmpty,
  z
    .string(msg('invalidType'))
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'publishAtInvalid', abort: true })
    .transform((value) => new Date(value).toISOString())
    .refine((iso) => Date.parse(iso) > Date.now(), msg('publishAtFuture'))
    .nullable(),
);

/** On an update: left out → unchanged; empty or null → publish now; a future time → (re)scheduled. */
export const scheduleFields = {
  topic: topicField.optional(),
  publishAt: publishAtField.optional(),
};

/** What a list may be narrowed to: one topic (exact, trimmed). */
export const topicFilter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string(msg('invalidType')).trim().max(TOPIC_MAX, msg('tooLong')).optional(),
);

/** What a task or video answer carries: its topic, and its publish time while it is still to come (teachers only see those). */
export const scheduleRefFields = {
  topic: z.string().nullable(),
  publishAt: z.string().nullable(),
};
