import { z } from 'zod';
import { uploadIdField } from './uploads';
import {
  COMMENT_MAX,
  FEEDBACK_MAX,
  RETURN_FEEDBACK_MAX,
  ROLES,
  SCORE_MAX,
  SCORE_MIN,
  SUBMISSION_STATUSES,
  TEXT_RESPONSE_MAX,
} from '../constants';
import { classFilter, idSchema, msg, pageQuery, requiredString } from './common';
import { classRefFields } from './classes';
import { rubricChoicesInput, rubricResultSchema } from './rubrics';

export const submissionCreateFields = z.object({
  textResponse: z
    .preprocess(
      (value) => (value === null ? undefined : value),
      z.string(msg('invalidType')).trim().max(TEXT_RESPONSE_MAX, msg('tooLong')).optional(),
    )
    .transform((value) => (value ? value : null)),
  uploadId: uploadIdField,
});

const scoreSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'scoreRequired' : 'scoreRange',
  })
  .min(SCORE_MIN, msg('scoreRange'))
  .max(SCORE_MAX, msg('scoreRange'))
  // one decimal place at most, so 92.5 is fine and float noise is not stored
  .transform((value) => Math.round(value * 10) / 10);

export const gradeInput = z
  .object({
    /** Required unless `rubric` is given: then the score is the rubric's, and this is ignored. */
    score: scoreSchema.optional(),
    feedback: z
      .preprocess(
        (value) => (value === null ? undefined : value),
        z.string(msg('invalidType')).trim().max(FEEDBACK_MAX, msg('tooLong')).optional(),
      )
      .transform((value) => value ?? ''),
    /** Grading by the task's rubric: one level per criterion (and a comment each, optional). */
    rubric: rubricChoicesInput.optional(),
    /** Held back from the student until the teacher releases it (the roster's bulk bar). */
    hold: z.boolean(msg('invalidType')).optional().default(false),
  })
  .superRefine((value, context) => {
    if (value.score === undefined && value.rubric === undefined) {
      context.addIssue({ code: 'custom', path: ['score'], message: 'scoreRequired' });
    }
  });
export type GradeInput = z.infer<typeof gradeInput>;

/** List filters: graded, pending (submitted, not graded yet) or returned for revision. */
const STATUS_FILTERS = ['graded', 'pending', 'returned'] as const;
export type SubmissionStatusFilter = (typeof STATUS_FILTERS)[number];
const statusFilter = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(STATUS_FILTERS, msg('statusInvalid')).optional(),
);
/** The student's own submissions, optionally of one class, optionally by status as they see it. */
export const mySubmissionsQuery = pageQuery.extend({ classId: classFilter, status: statusFilter });

export const submissionListQuery = pageQuery.extend({
  classId: classFilter,
  status: statusFilter,
  /** One task's work (the grading queue walks it). */
  taskId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
  /** `recent` (the default) is newest first; `oldest` is the order a grading queue walks. */
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['recent', 'oldest'], msg('statusInvalid')).optional(),
  ),
});

export const submissionSchema = z.object({
  _id: z.string(),
  ...classRefFields,
  taskId: z.object({ _id: z.string(), title: z.string() }),
  taskTitle: z.string(),
  taskDeadline: z.string(),
  studentId: z.object({ _id: z.string(), fullName: z.string() }),
  studentName: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  textResponse: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string(),
  isLate: z.boolean(),
  isGraded: z.boolean(),
  score: z.number().nullable(),
  /** The mark (baho) the score earns on the school's scale; null while not graded. */
  mark: z.number().int().nullable(),
  feedback: z.string().nullable(),
  gradedAt: z.string().nullable(),
  /** submitted, graded or returned for revision. */
  status: z.enum(SUBMISSION_STATUSES),
  /** 1 for the first attempt; a resubmission after a return is the next. */
  attempt: z.number().int(),
  returnedAt: z.string().nullable(),
  /** How the task's rubric graded it (a snapshot at grading time); null when graded by score alone. */
  rubricResult: rubricResultSchema.nullable(),
  /** The teacher's score before the class's late penalty; null while not graded. */
  rawScore: z.number().nullable(),
  /** The points the late penalty took off; null when none. */
  latePenalty: z.number().nullable(),
  /** Calendar days late by the school's time zone (0 on time). */
  daysLate: z.number().int(),
  /** The grade is held back from the student (the teacher's views only; the student sees it handed in). */
  held: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Sending work back for revision: the feedback says what to change. */
export const returnInput = z.object({
  feedback: requiredString('returnFeedbackRequired')
    .trim()
    .min(1, { error: 'returnFeedbackRequired', abort: true })
    .max(RETURN_FEEDBACK_MAX, msg('feedbackTooLong')),
});
export type ReturnInput = z.infer<typeof returnInput>;

export const commentInput = z.object({
  text: requiredString('commentRequired')
    .trim()
    .min(1, { error: 'commentRequired', abort: true })
    .max(COMMENT_MAX, msg('commentTooLong')),
});

export const commentSchema = z.object({
  _id: z.string(),
  author: z.object({ _id: z.string(), fullName: z.string(), role: z.enum(ROLES) }),
  text: z.string(),
  createdAt: z.string(),
});
export type SubmissionComment = z.infer<typeof commentSchema>;

export const progressSchema = z.object({
  totalTasks: z.number().int(),
  submittedTasks: z.number().int(),
  gradedTasks: z.number().int(),
  pendingGrades: z.number().int(),
  averageScore: z.number(),
  /** The mark of `averageScore`; null when nothing is graded. */
  averageMark: z.number().int().nullable(),
  completionPercentage: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;
