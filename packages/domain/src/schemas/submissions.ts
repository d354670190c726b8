import { z } from 'zod';
import { FEEDBACK_MAX, SCORE_MAX, SCORE_MIN, TEXT_RESPONSE_MAX } from '../constants';
import { msg, pageQuery } from './common';

export const submissionCreateFields = z.object({
  textResponse: z
    .preprocess((value) => (value === null ? undefined : value), z.string(msg('invalidType')).trim().max(TEXT_RESPONSE_MAX, msg('tooLong')).optional())
    .transform((value) => (value ? value : null)),
});
export type SubmissionCreateFields = z.infer<typeof submissionCreateFields>;

export const scoreSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'scoreRequired' : 'scoreRange') })
  .min(SCORE_MIN, msg('scoreRange'))
  .max(SCORE_MAX, msg('scoreRange'))
  // one decimal place at most, so 92.5 is fine and float noise is not stored
  .transform((value) => Math.round(value * 10) / 10);

export const gradeInput = z.object({
  score: scoreSchema,
  feedback: z
    .preprocess((value) => (value === null ? undefined : value), z.string(msg('invalidType')).trim().max(FEEDBACK_MAX, msg('tooLong')).optional())
    .transform((value) => value ?? ''),
});
export type GradeInput = z.infer<typeof gradeInput>;

export const SUBMISSION_STATUSES = ['graded', 'pending'] as const;
export const submissionListQuery = pageQuery.extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SUBMISSION_STATUSES, msg('statusInvalid')).optional()),
  sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['recent'], msg('statusInvalid')).optional()),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuery>;

export const submissionSchema = z.object({
  _id: z.string(),
  id: z.string(),
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
  feedback: z.string().nullable(),
  gradedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const progressSchema = z.object({
  totalTasks: z.number().int(),
  submittedTasks: z.number().int(),
  gradedTasks: z.number().int(),
  pendingGrades: z.number().int(),
  averageScore: z.number(),
  completionPercentage: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;
