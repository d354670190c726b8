import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiAnswerSchema, aiAskInput, aiGenerateInput, aiGeneratedTaskSchema } from '@sinfxona/domain/schemas/ai';
import { feedbackDraftSchema } from '@sinfxona/domain/schemas/comment-bank';
import { errorEnvelope, idParams, okEnvelope } from '@sinfxona/domain/schemas/common';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth';
import { draftFeedback } from './feedback-draft';
import { askAssistant, generateTask, type AiDeps } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope, 502: errorEnvelope };
const tags = ['ai'];

const aiRoutes: FastifyPluginAsyncZod<{ deps: AiDeps }> = async (app, { deps }) => {
  app.post(
    '/api/ai/ask',
    {
      onRequest: [app.authenticate, requireRole('student')],
      preHandler: [app.aiLimit],
      schema: { tags, body: aiAskInput, response: { 200: okEnvelope(aiAnswerSchema), ...failures } },
    },
    async (request) => ({
      success: true as const,
      data: await askAssistant(deps, request.account, { question: request.body.question, language: request.language }),
    }),
  );

  app.post(
    '/api/ai/generate-task',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      preHandler: [app.aiLimit],
      schema: { tags, body: aiGenerateInput, response: { 200: okEnvelope(aiGeneratedTaskSchema), ...failures } },
    },
    async (request) => ({
      success: true as const,
      data: await generateTask(deps, request.account, { ...request.body, requestLanguage: request.language }),
    }),
  );

  app.post(
    '/api/submissions/:id/feedback-draft',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      preHandler: [app.aiLimit],
      // A draft is only returned: nothing is saved, so nothing kept is forgotten.
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags: ['submissions'],
        description:
          "A feedback draft for this work, for its class's teachers (someone else's → 404): `feedback`, a suggested " +
          '`rubric` level per criterion (null without a rubric) and the `score` they add up to when every criterion ' +
          "has one. From the model (`source: 'model'`) reading the pupil's text answer and the file's text " +
          '(`textSource`: pdf, docx, text, or none for a photo) with the task and rubric; without a model, or when it ' +
          "fails, a template from the rubric and the teacher's most used bank comments (`source: 'offline'`). `note` " +
          'says which, in the caller’s language. Nothing is saved or sent to the pupil.',
        params: idParams,
        response: {
          200: okEnvelope(z.object({ draft: feedbackDraftSchema })),
          ...failures,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      request.forgets([]);
      const draft = await draftFeedback(deps, request.account, {
        submissionId: request.params.id,
        language: request.language,
      });
      return { success: true as const, data: { draft } };
    },
  );
};

export default aiRoutes;
