import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { errorEnvelope, idParams, okEnvelope } from '@sinfxona/domain/schemas/common';
import { latePolicyInput, latePolicySchema } from '@sinfxona/domain/schemas/late';
import type { Deps } from '../../deps';
import { requireClassMember, requireRole } from '../../plugins/auth';
import { classTag } from '../../plugins/read-cache-tags';
import { getLatePolicy, setLatePolicy } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const policyAnswer = okEnvelope(z.object({ latePolicy: latePolicySchema }));
const tags = ['classes'];

/** A class's late policy (docs/architecture.md §5 "Late policy"): percent off per day late, a floor, a cut-off. */
const lateRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/classes/:id/late-policy',
    {
      onRequest: [app.authenticate, requireClassMember()],
      schema: {
        tags,
        description:
          "The class's late policy: `perDayPercent` of the raw score off per calendar day late (the school's time " +
          'zone), never below `floor`; hand-ins refused once the day `cutoffDays` after the deadline has ended ' +
          '(null: never). Defaults 0, 0, null. Its teachers, its students and an admin.',
        params: idParams,
        response: { 200: policyAnswer, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { latePolicy: await getLatePolicy(deps, request.account, { classId: request.params.id }) },
    }),
  );

  app.put(
    '/api/classes/:id/late-policy',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      // The policy shows on the class and its tasks to everyone in it.
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Sets the class's late policy: `perDayPercent` and `floor` 0–100, `cutoffDays` null or 0–60. Applies to " +
          'work graded from now on; graded work keeps its numbers.',
        params: idParams,
        body: latePolicyInput,
        response: { 200: policyAnswer, ...failures },
      },
    },
    async (request) => {
      const latePolicy = await setLatePolicy(deps, request.account, {
        classId: request.params.id,
        policy: request.body,
      });
      request.forgets([classTag(request.params.id)]);
      return { success: true as const, message: translate('latePolicySaved', request.language), data: { latePolicy } };
    },
  );
};

export default lateRoutes;
