import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope } from '@sinfxona/domain/schemas/common';
import {
  aiRubricInput,
  aiRubricSchema,
  rubricInput,
  rubricListQuery,
  rubricSchema,
  rubricSummarySchema,
} from '@sinfxona/domain/schemas/rubrics';
import { requireClassMember, requireRole } from '../../plugins/auth';
import { draftRubric, type RubricDeps } from './ai-draft';
import { getRubric, listRubrics, removeRubric, saveRubric } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const rubricAnswer = okEnvelope(z.object({ rubric: rubricSchema.nullable() }));
const tags = ['tasks'];

/** Rubrics (issue 29): a task's criteria × levels × points, reuse across tasks, and an AI draft. */
const rubricRoutes: FastifyPluginAsyncZod<{ deps: RubricDeps }> = async (app, { deps }) => {
  const member = [app.authenticate, requireClassMember()];
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get(
    '/api/tasks/:id/rubric',
    {
      onRequest: member,
      schema: {
        tags,
        description:
          "The task's rubric (criteria × levels × points; `maxPoints` is what makes 100), or null: for the " +
          "class's teachers and its students, who see it before handing in. Anyone else 404.",
        params: idParams,
        response: { 200: rubricAnswer, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { rubric: await getRubric(deps, request.account, { taskId: request.params.id }) },
    }),
  );

  app.put(
    '/api/tasks/:id/rubric',
    {
      onRequest: teacher,
      // A rubric is read at its own route, which is not kept: no kept answer shows it.
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Sets (or replaces) the task's rubric: 1–12 criteria of 2–6 levels, points 0–100, ids chosen by the " +
          'client and unique. Work already graded keeps the rubric result it was graded with.',
        params: idParams,
        body: rubricInput,
        response: { 200: okEnvelope(z.object({ rubric: rubricSchema })), ...failures },
      },
    },
    async (request) => {
      const rubric = await saveRubric(deps, request.account, {
        taskId: request.params.id,
        criteria: request.body.criteria,
      });
      request.forgets([]);
      return { success: true as const, message: translate('rubricSaved', request.language), data: { rubric } };
    },
  );

  app.delete(
    '/api/tasks/:id/rubric',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: "Removes the task's rubric (none: 404); graded work keeps its rubric result.",
        params: idParams,
        response: { 200: emptyOkEnvelope, ...failures },
      },
    },
    async (request) => {
      await removeRubric(deps, request.account, { taskId: request.params.id });
      request.forgets([]);
      return { success: true as const, message: translate('rubricDeleted', request.language) };
    },
  );

  app.get(
    '/api/rubrics',
    {
      onRequest: teacher,
      schema: {
        tags,
        description:
          'The rubrics of the tasks of every class the teacher teaches (archived ones too; an admin: every ' +
          'class), newest first, at most 100; `q` keeps tasks whose title contains it. To reuse one, PUT its ' +
          'criteria onto the other task.',
        querystring: rubricListQuery,
        response: { 200: okEnvelope(z.object({ rubrics: z.array(rubricSummarySchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { rubrics: await listRubrics(deps, request.account, { q: request.query.q }) },
    }),
  );

  app.post(
    '/api/ai/rubric',
    {
      onRequest: teacher,
      preHandler: [app.aiLimit],
      schema: {
        tags: ['ai'],
        description:
          "A draft rubric for a task from its title and description (`criteria`: 2–8, default 4), in the user's " +
          'language, for the teacher to edit and save: the model\'s (`source: "model"`) when one is configured ' +
          'and answers with a valid rubric, else one built offline (`source: "offline"`). Stores nothing.',
        body: aiRubricInput,
        response: { 200: okEnvelope(aiRubricSchema), ...failures, 429: errorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await draftRubric(deps, { ...request.body, language: request.language }, request.log),
    }),
  );
};

export default rubricRoutes;
