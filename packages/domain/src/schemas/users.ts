import { z } from 'zod';
import { ROLES } from '../constants';
import { classFilter, msg, pageQuery, searchField } from './common';
import { userSchema } from './auth';
import { markDistribution } from './marks';
import { progressSchema, submissionSchema } from './submissions';

export const userListQuery = pageQuery.extend({
  role: z.preprocess(
    (value) => (value === '' || value === undefined ? 'student' : value),
    z.enum(ROLES, msg('roleInvalid')),
  ),
  search: searchField,
  classId: classFilter,
});

/** Figures of all the caller's classes, or of one. */
export const statsQuery = z.object({ classId: classFilter });
export type UserListQuery = z.infer<typeof userListQuery>;

export const studentRowSchema = userSchema.extend({
  totalSubmissions: z.number().int(),
  averageScore: z.number(),
  /** The mark of `averageScore`; null when nothing is graded. */
  averageMark: z.number().int().nullable(),
  completionRate: z.number().int(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export const studentProgressDetail = z.object({
  user: userSchema,
  progress: progressSchema,
  submissions: z.array(submissionSchema),
});
export type StudentProgressDetail = z.infer<typeof studentProgressDetail>;

const taskCompletionItem = z.object({
  taskId: z.string(),
  title: z.string(),
  submitted: z.number().int(),
  totalStudents: z.number().int(),
  rate: z.number().int(),
});
const monthlyActivityItem = z.object({
  month: z.string(),
  submissions: z.number().int(),
  graded: z.number().int(),
});

export const teacherStatsSchema = z.object({
  totalTasks: z.number().int(),
  totalVideos: z.number().int(),
  totalSubmissions: z.number().int(),
  gradedSubmissions: z.number().int(),
  averageScore: z.number(),
  /** The mark of `averageScore`; null when nothing is graded. */
  averageMark: z.number().int().nullable(),
  /** How many graded pieces of work earned each mark of the school's scale: `{ '5': n, '4': n, … }`. */
  marks: markDistribution,
  totalStudents: z.number().int(),
  taskCompletion: z.array(taskCompletionItem),
  monthlyActivity: z.array(monthlyActivityItem),
});
export type TeacherStats = z.infer<typeof teacherStatsSchema>;
