import { z } from 'zod';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from '../constants';
import { isoDateTime, msg, pageQuery, requiredString, searchField } from './common';
import { submissionSchema } from './submissions';

export const titleSchema = requiredString('titleRequired')
  .trim()
  .min(1, { error: 'titleRequired', abort: true })
  .min(TITLE_MIN, msg('titleMin'))
  .max(TITLE_MAX, msg('tooLong'));

export const descriptionSchema = requiredString('descriptionRequired')
  .trim()
  .min(1, { error: 'descriptionRequired', abort: true })
  .min(DESCRIPTION_MIN, msg('descriptionMin'))
  .max(DESCRIPTION_MAX, msg('tooLong'));

export const deadlineSchema = isoDateTime('deadlineRequired');
export const futureDeadlineSchema = deadlineSchema.refine((iso) => Date.parse(iso) > Date.now(), msg('deadlineFuture'));

/** The text fields of a new task (the file travels beside them in the multipart body). */
export const taskCreateInput = z.object({
  title: titleSchema,
  description: descriptionSchema,
  deadline: futureDeadlineSchema,
});
export type TaskCreateInput = z.infer<typeof taskCreateInput>;

const booleanFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === true ? true : value === 'false' || value === '0' || value === '' || value === undefined ? false : value),
  z.boolean(msg('invalidType')),
);

/** An update carries only the fields being changed; an empty field means "unchanged" (SPEC §5). */
const unchangedIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const taskUpdateInput = z.object({
  title: unchangedIfEmpty(titleSchema),
  description: unchangedIfEmpty(descriptionSchema),
  // An existing task may already be past due; editing its text must not force a new deadline.
  deadline: unchangedIfEmpty(deadlineSchema),
  removeFile: booleanFlag.default(false),
});
export type TaskUpdateInput = z.infer<typeof taskUpdateInput>;

export const taskListQuery = pageQuery.extend({ search: searchField });
export type TaskListQuery = z.infer<typeof taskListQuery>;

export const fileRefSchema = z.object({
  fileName: z.string(),
  fileSize: z.number().int(),
  fileUrl: z.string(),
  mimeType: z.string(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

export const taskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  file: fileRefSchema.nullable(),
  createdBy: z.object({ _id: z.string(), fullName: z.string() }),
  /** Teacher view: how many submissions the task has. */
  submissionCount: z.number().int().optional(),
  /** Student view. */
  isCompleted: z.boolean().optional(),
  mySubmission: submissionSchema.nullable().optional(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskStatsSchema = z.object({
  totalStudents: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  pending: z.number().int(),
  averageScore: z.number(),
});
export type TaskStats = z.infer<typeof taskStatsSchema>;
