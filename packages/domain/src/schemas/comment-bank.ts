import { z } from 'zod';
import { BANK_COMMENT_MAX } from '../constants';
import { AI_SOURCES } from './ai';
import { classFilter, idSchema, msg, requiredString, searchField } from './common';

/** A comment's text: trimmed, 1–2000 characters. */
const bankText = requiredString('bankTextRequired')
  .trim()
  .min(1, { error: 'bankTextRequired', abort: true })
  .max(BANK_COMMENT_MAX, msg('bankTextTooLong'));

/** `GET /api/comment-bank`: a search (case-insensitive, anywhere in the text) and one class. */
export const commentBankQuery = z.object({ q: searchField, classId: classFilter });
export type CommentBankQuery = z.infer<typeof commentBankQuery>;

/** `POST /api/comment-bank`: with `classId`, shared with that class's teachers. */
export const commentBankInput = z.object({
  text: bankText,
  classId: z.preprocess((value) => (value === '' || value === null ? undefined : value), idSchema.optional()),
});
export type CommentBankInput = z.infer<typeof commentBankInput>;

/** `PUT /api/comment-bank/:id`: only the fields sent; `classId: null` makes the comment private again. */
export const commentBankUpdate = z.object({
  text: bankText.optional(),
  classId: z.preprocess((value) => (value === '' ? null : value), idSchema.nullable().optional()),
});
export type CommentBankUpdate = z.infer<typeof commentBankUpdate>;

export const bankCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The class whose teachers it is shared with; null while private. */
  classId: z.string().nullable(),
  shared: z.boolean(),
  /** Whether the caller wrote it (only they may edit or delete it). */
  mine: z.boolean(),
  useCount: z.number().int(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BankComment = z.infer<typeof bankCommentSchema>;

/** Where a draft's reading of the work came from: the PDF's or Word file's text, the typed answer, or nothing. */
export const DRAFT_TEXT_SOURCES = ['pdf', 'docx', 'text', 'none'] as const;

/** `POST /api/submissions/:id/feedback-draft`: a suggestion only, never saved or sent. */
export const feedbackDraftSchema = z.object({
  feedback: z.string(),
  /** A suggested level per criterion when the task has a rubric (with their titles, to show as text). */
  rubric: z
    .array(
      z.object({
        criterionId: z.string(),
        levelId: z.string(),
        comment: z.string(),
        criterionTitle: z.string(),
        levelTitle: z.string(),
      }),
    )
    .nullable(),
  /** The score those levels add up to, when every criterion has one. */
  score: z.number().nullable(),
  source: z.enum(AI_SOURCES),
  textSource: z.enum(DRAFT_TEXT_SOURCES),
  /** What the draft was made from, in the caller's language. */
  note: z.string(),
});
export type FeedbackDraft = z.infer<typeof feedbackDraftSchema>;
