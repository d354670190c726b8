import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@sinfxona/domain/messages';
import { errorEnvelope, idParams, okEnvelope } from '@sinfxona/domain/schemas/common';
import { bulkInput, bulkResultSchema } from '@sinfxona/domain/schemas/late';
import type { Deps } from '../../deps';
import { requireRole } from '../../plugins/auth';
import { userTag, workTag } from '../../plugins/read-cache-tags';
import { bulkAction } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** Bulk actions on a task's roster (docs/architecture.md §4 "Marks and terms"). */
const bulkRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/tasks/:id/bulk',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      // What each student sees of the task and their work, and the class's work as its teachers see it.
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags: ['tasks'],
        description:
          "One action on 1–200 students of the task's class, in one transaction: `extend` (a later `deadline`, as " +
          'the single extension route), `return` (their handed-in work for revision with one `feedback`, as the ' +
          'single return route) or `release` (their held grades, with the `graded` notification). Answers the ' +
          'students `done` and those `skipped` with a message key (`studentNotInClass`, `submissionNotFound`, ' +
          '`workAlreadyReturned`, `gradeNotHeld`, `classArchived`).',
        params: idParams,
        body: bulkInput,
        response: { 200: okEnvelope(bulkResultSchema), ...failures },
      },
    },
    async (request) => {
      const { classId, ...result } = await bulkAction(deps, request.account, {
        taskId: request.params.id,
        ...request.body,
      });
      request.forgets([workTag(classId), ...result.done.map(userTag)]);
      return {
        success: true as const,
        message: translate('bulkDone', request.language, {
          done: result.done.length,
          skipped: result.skipped.length,
        }),
        data: result,
      };
    },
  );
};

export default bulkRoutes;
