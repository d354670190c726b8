import { z } from 'zod';
import {
  RUBRIC_COMMENT_MAX,
  RUBRIC_CRITERIA_MAX,
  RUBRIC_LEVELS_MAX,
  RUBRIC_POINTS_MAX,
  RUBRIC_TEXT_MAX,
} from '../constants';
import { idSchema, msg, requiredString } from './common';

const optionalText = z
  .preprocess(
    (value) => (value === null ? undefined : value),
    z.string(msg('invalidType')).trim().max(RUBRIC_TEXT_MAX, msg('tooLong')).optional(),
  )
  .transform((value) => value || undefined);

const rubricTitle = requiredString('rubricTitleRequired')
  .trim()
  .min(1, { error: 'rubricTitleRequired', abort: true })
  .max(120, msg('tooLong'));

/** Level and criterion ids are the client's (stable across edits, so a choice keeps pointing at its level). */
const partId = idSchema;

export const rubricLevelInput = z.object({
  id: partId,
  title: rubricTitle,
  description: optionalText,
  points: z
    .number({ error: 'rubricPointsRange' })
    .min(0, msg('rubricPointsRange'))
    .max(RUBRIC_POINTS_MAX, msg('rubricPointsRange'))
    .transform((value) => Math.round(value * 10) / 10),
});

export const rubricCriterionInput = z.object({
  id: partId,
  title: rubricTitle,
  description: optionalText,
  levels: z
    .array(rubricLevelInput, msg('rubricLevelsRequired'))
    .min(2, msg('rubricLevelsRequired'))
    .max(RUBRIC_LEVELS_MAX, msg('rubricLevelsRequired'))
    .refine((levels) => new Set(levels.map((level) => level.id)).size === levels.length, msg('rubricDuplicateId'))
    .refine((levels) => levels.some((level) => level.points > 0), msg('rubricPointsRange')),
});

/** `PUT /api/tasks/:id/rubric`. */
export const rubricInput = z.object({
  criteria: z
    .array(rubricCriterionInput, msg('rubricCriteriaRequired'))
    .min(1, msg('rubricCriteriaRequired'))
    .max(RUBRIC_CRITERIA_MAX, msg('rubricCriteriaRequired'))
    .refine(
      (criteria) => new Set(criteria.map((criterion) => criterion.id)).size === criteria.length,
      msg('rubricDuplicateId'),
    ),
});
export type RubricInput = z.infer<typeof rubricInput>;

export const rubricSchema = z.object({
  taskId: z.string(),
  criteria: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().optional(),
      levels: z.array(
        z.object({ id: z.string(), title: z.string(), description: z.string().optional(), points: z.number() }),
      ),
    }),
  ),
  /** The sum of every criterion's best level: the points that make 100. */
  maxPoints: z.number(),
  updatedAt: z.string(),
});
export type Rubric = z.infer<typeof rubricSchema>;

/** Grading by rubric: one level per criterion, an optional comment per criterion. */
export const rubricChoicesInput = z
  .array(
    z.object({
      criterionId: partId,
      levelId: partId,
      comment: z
        .preprocess(
          (value) => (value === null ? undefined : value),
          z.string(msg('invalidType')).trim().max(RUBRIC_COMMENT_MAX, msg('tooLong')).optional(),
        )
        .transform((value) => value ?? ''),
    }),
    msg('invalidType'),
  )
  .max(RUBRIC_CRITERIA_MAX, msg('rubricChoiceUnknown'));

/** The graded result kept on a submission (a snapshot of the rubric at grading time). */
export const rubricResultSchema = z.object({
  criteria: z.array(
    z.object({
      criterionId: z.string(),
      title: z.string(),
      levelId: z.string(),
      levelTitle: z.string(),
      points: z.number(),
      maxPoints: z.number(),
      comment: z.string(),
    }),
  ),
  points: z.number(),
  maxPoints: z.number(),
});

/** `GET /api/rubrics?q=`: the teacher's rubrics to reuse, optionally of tasks whose title contains `q`. */
export const rubricListQuery = z.object({
  q: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string(msg('invalidType')).trim().max(100, msg('tooLong')).optional(),
  ),
});

/** A rubric of another task, to copy onto a new one (the client PUTs its criteria). */
export const rubricSummarySchema = z.object({
  taskId: z.string(),
  taskTitle: z.string(),
  className: z.string(),
  criteria: rubricSchema.shape.criteria,
  maxPoints: z.number(),
  updatedAt: z.string(),
});
export type RubricSummary = z.infer<typeof rubricSummarySchema>;

/** `POST /api/ai/rubric`: a draft rubric for a task, from its title and description. */
export const aiRubricInput = z.object({
  title: requiredString('titleRequired')
    .trim()
    .min(1, { error: 'titleRequired', abort: true })
    .max(200, msg('tooLong')),
  description: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string(msg('invalidType')).trim().max(5_000, msg('tooLong')).optional(),
  ),
  /** How many criteria the draft has (2–8, default 4). */
  criteria: z
    .number(msg('invalidType'))
    .int(msg('invalidType'))
    .min(2, msg('rubricCriteriaRequired'))
    .max(8, msg('rubricCriteriaRequired'))
    .default(4),
});
export type AiRubricInput = z.infer<typeof aiRubricInput>;

export const aiRubricSchema = z.object({
  rubric: z.object({ criteria: rubricSchema.shape.criteria }),
  /** `model` when a language model drafted it, `offline` when it was built without one. */
  source: z.enum(['model', 'offline']),
});
export type AiRubric = z.infer<typeof aiRubricSchema>;
