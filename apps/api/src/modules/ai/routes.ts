import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiAnswerSchema, aiAskInput, aiGenerateInput, aiGeneratedTaskSchema } from '@sinfxona/domain/schemas/ai';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import { requireRole } from '../../plugins/auth';
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
};

export default aiRoutes;
