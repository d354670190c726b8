import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiAnswerSchema, aiAskInput, aiGenerateInput, aiGeneratedTaskSchema } from '@sinfxona/domain/schemas/ai';
import { errorEnvelope, okEnvelope } from '@sinfxona/domain/schemas/common';
import { requireRole } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import type { AiProvider } from './provider';
import { askAssistant, generateTask } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope, 502: errorEnvelope };

const aiRoutes: FastifyPluginAsyncZod<{ provider: AiProvider }> = async (app, { provider }) => {
  app.post(
    '/api/ai/ask',
    {
      onRequest: [app.authenticate, requireRole('student')],
      preHandler: [app.aiLimit],
      schema: { body: aiAskInput, response: { 200: okEnvelope(aiAnswerSchema), ...failures } },
    },
    async (request) => ({
      success: true as const,
      data: await askAssistant(app.db, provider, request.account, request.body.question, requestLanguage(request)),
    }),
  );

  app.post(
    '/api/ai/generate-task',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      preHandler: [app.aiLimit],
      schema: { body: aiGenerateInput, response: { 200: okEnvelope(aiGeneratedTaskSchema), ...failures } },
    },
    async (request) => ({ success: true as const, data: await generateTask(provider, request.body, requestLanguage(request)) }),
  );
};

export default aiRoutes;
