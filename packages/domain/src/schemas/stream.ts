import { z } from 'zod';
import { COMMENT_MAX } from '../constants';
import { idSchema, isoDateTime, msg, requiredString } from './common';

/**
 * The class stream (docs/architecture.md §4 "Class stream, scheduling and the calendar"): a class's
 * teachers post announcements (Markdown), pinned first; the class comments under them.
 */

/** A post's Markdown text, at most this many characters. */
export const POST_TEXT_MAX = 5_000;

const postText = requiredString('postTextRequired')
  .trim()
  .min(1, { error: 'postTextRequired', abort: true })
  .max(POST_TEXT_MAX, msg('postTextTooLong'));

/** When a scheduled post appears: an ISO date-time in the future (checked when it is sent). */
const publishAt = isoDateTime('invalidType').refine((iso) => Date.parse(iso) > Date.now(), msg('postPublishAtFuture'));
/** A form's empty field means "not scheduled". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `POST /api/classes/:id/posts`. */
export const postInput = z.object({
  text: postText,
  pinned: z.boolean(msg('invalidType')).default(false),
  commentsEnabled: z.boolean(msg('invalidType')).default(true),
  publishAt: z.preprocess(emptyToUndefined, publishAt.optional()),
});
export type PostInput = z.infer<typeof postInput>;

/**
 * `PUT /api/posts/:id`: only the fields sent. `publishAt` moves a post that has not appeared yet
 * to another future time; `null` publishes it now.
 */
export const postUpdate = z.object({
  text: postText.optional(),
  pinned: z.boolean(msg('invalidType')).optional(),
  commentsEnabled: z.boolean(msg('invalidType')).optional(),
  publishAt: z.preprocess((value) => (value === '' ? null : value), publishAt.nullable().optional()),
});
export type PostUpdate = z.infer<typeof postUpdate>;

export const postSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  text: z.string(),
  pinned: z.boolean(),
  commentsEnabled: z.boolean(),
  author: z.object({ _id: z.string(), fullName: z.string() }),
  /** When a scheduled post appears (until then only the class's teachers see it); null when posted at once. */
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  /** How many comments it has (the comments toggle shows it). */
  commentCount: z.number().int(),
});
export type Post = z.infer<typeof postSchema>;

export const postCommentInput = z.object({
  text: requiredString('commentRequired')
    .trim()
    .min(1, { error: 'commentRequired', abort: true })
    .max(COMMENT_MAX, msg('commentTooLong')),
});
export type PostCommentInput = z.infer<typeof postCommentInput>;

export const postCommentSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  author: z.object({ _id: z.string(), fullName: z.string(), role: z.string() }),
  text: z.string(),
  createdAt: z.string(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postCommentParams = z.object({ id: idSchema, commentId: idSchema });
