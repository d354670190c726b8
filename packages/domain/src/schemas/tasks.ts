import { z } from 'zod';
import { uploadIdField } from './uploads';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from '../constants';
import {
  classFilter,
  emptyToUndefined,
  idSchema,
  isoDateTime,
  msg,
  pageQuery,
  requiredString,
  searchField,
} from './common';
import { classIdField, classRefFields } from './classes';
import { markDistribution } from './marks';
import { scheduleFields, scheduleRefFields, topicFilter } from './scheduling';
import { submissionSchema } from './submissions';

const titleSchema = requiredString('titleRequired')
  .trim()
  .min(1, { error: 'titleRequired', abort: true })
  .min(TITLE_MIN, msg('titleMin'))
  .max(TITLE_MAX, msg('tooLong'));

const descriptionSchema = requiredString('descriptionRequired')
  .trim()
  .min(1, { error: 'descriptionRequired', abort: true })
  .min(DESCRIPTION_MIN, msg('descriptionMin'))
  .max(DESCRIPTION_MAX, msg('tooLong'));

const deadlineSchema = isoDateTime('deadlineRequired');
const futureDeadlineSchema = deadlineSchema.refine((iso) => Date.parse(iso) > Date.now(), msg('deadlineFuture'));

/** The text fields of a new task (the file travels beside them in the multipart body). */
export const taskCreateInput = z.object({
  classId: classIdField,
  title: titleSchema,
  description: descriptionSchema,
  deadline: futureDeadlineSchema,
  ...scheduleFields,
  uploadId: uploadIdField,
});
export type TaskCreateInput = z.infer<typeof taskCreateInput>;

const booleanFlag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === true
      ? true
      : value === 'false' || value === '0' || value === '' || value === undefined
        ? false
        : value,
  z.boolean(msg('invalidType')),
);

/** An update carries only the fields being changed; an empty field means "unchanged" (docs/spec.md §5). */
const unchangedIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const taskUpdateInput = z.object({
  /** Moves the task to another class the caller teaches. */
  classId: unchangedIfEmpty(idSchema),
  title: unchangedIfEmpty(titleSchema),
  description: unchangedIfEmpty(descriptionSchema),
  // A deadline left out stays as it is (a past-due task's text can still be edited); a new one
  // must be in the future, as on creation.
  deadline: unchangedIfEmpty(futureDeadlineSchema),
  removeFile: booleanFlag.default(false),
  ...scheduleFields,
  uploadId: uploadIdField,
});
export type TaskUpdateInput = z.infer<typeof taskUpdateInput>;

/** A student's list narrowed to what they handed in (and was not returned for revision), or to the rest. */
export const TASK_STATUS_FILTERS = ['submitted', 'notSubmitted'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

const deadlineBound = z.preprocess(emptyToUndefined, isoDateTime('deadlineInvalid').optional());

/**
 * A task list's page. `status` narrows a student's list (others' lists ignore it);
 * `deadlineFrom`/`deadlineTo` keep the tasks due in [from, to) — a student's own deadline where
 * they have an extension — which is how the calendar reads a month.
 */
export const taskListQuery = pageQuery
  .extend({
    search: searchField,
    classId: classFilter,
    topic: topicFilter,
    status: z.preprocess(emptyToUndefined, z.enum(TASK_STATUS_FILTERS, msg('invalidType')).optional()),
    deadlineFrom: deadlineBound,
    deadlineTo: deadlineBound,
  })
  .refine(({ deadlineFrom, deadlineTo }) => !deadlineFrom || !deadlineTo || deadlineFrom < deadlineTo, {
    ...msg('deadlineRangeInvalid'),
    path: ['deadlineTo'],
  });
export type TaskListQuery = z.infer<typeof taskListQuery>;

const fileRefSchema = z.object({
  fileName: z.string(),
  fileSize: z.number().int(),
  fileUrl: z.string(),
  mimeType: z.string(),
});

export const taskSchema = z.object({
  _id: z.string(),
  ...classRefFields,
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  file: fileRefSchema.nullable(),
  createdBy: z.object({ _id: z.string(), fullName: z.string() }),
  ...scheduleRefFields,
  /** Teacher view: how many submissions the task has. */
  submissionCount: z.number().int().optional(),
  /** Student view: true when this deadline is the student's own extension. */
  extended: z.boolean().optional(),
  /** Student view: submitted and not returned for revision. */
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
  /** The mark of `averageScore`; null when nothing is graded. */
  averageMark: z.number().int().nullable(),
  /** How many of the task's graded pieces of work earned each mark: `{ '5': n, '4': n, … }`. */
  marks: markDistribution,
});
export type TaskStats = z.infer<typeof taskStatsSchema>;

/** A later deadline for one student: after the task's own deadline. */
export const extensionInput = z.object({ deadline: isoDateTime('deadlineRequired') });

export const extensionSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  deadline: z.string(),
});
export type TaskExtension = z.infer<typeof extensionSchema>;
