import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import {
  bankCommentSchema,
  commentBankInput,
  commentBankQuery,
  commentBankUpdate,
} from '@sinfxona/domain/schemas/comment-bank';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { requireRole } from '../../plugins/auth';
import { addToBank, changeBankComment, listBank, removeBankComment, useBankComment } from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const commentAnswer = okEnvelope(z.object({ comment: bankCommentSchema }));
const tags = ['comment-bank'];

/**
 * A teacher's comment bank (issue 29): saved feedback comments, private or shared with one class's
 * teachers, inserted into feedback by typing `/`. No kept read shows the bank, so its writes forget nothing.
 */
const commentBankRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get(
    '/api/comment-bank',
    {
      onRequest: teacher,
      schema: {
        tags,
        description:
          "The caller's own comments and those shared into classes they teach (with `classId`: their own and that " +
          "class's shared ones; someone else's class → 404), `q` found anywhere in the text whatever its case; the " +
          'most used first, then the most recently used; at most 50.',
        querystring: commentBankQuery,
        response: { 200: okEnvelope(z.object({ comments: z.array(bankCommentSchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { comments: await listBank(deps, request.account, request.query) },
    }),
  );

  app.post(
    '/api/comment-bank',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          'Saves a comment (1–2000 characters, trimmed). With `classId` (a class the caller teaches, else 404) it ' +
          "is shared with that class's teachers. The same text already in the caller's bank → 409.",
        body: commentBankInput,
        response: { 201: commentAnswer, ...failures },
      },
    },
    async (request, reply) => {
      request.forgets([]);
      const comment = await addToBank(deps, request.account, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: translate('bankCommentSaved', request.language), data: { comment } });
    },
  );

  app.put(
    '/api/comment-bank/:id',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          "Changes the caller's own comment: `text`, and `classId` (a class they teach) to share it or null to make " +
          "it private. Someone else's comment → 404.",
        params: idParams,
        body: commentBankUpdate,
        response: { 200: commentAnswer, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      const comment = await changeBankComment(deps, request.account, { ...request.body, id: request.params.id });
      return { success: true as const, message: translate('bankCommentUpdated', request.language), data: { comment } };
    },
  );

  app.delete(
    '/api/comment-bank/:id',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: "Deletes the caller's own comment; someone else's → 404.",
        params: idParams,
        response: { 200: emptyOkEnvelope, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      await removeBankComment(deps, request.account, { id: request.params.id });
      return { success: true as const, message: translate('bankCommentDeleted', request.language) };
    },
  );

  app.post(
    '/api/comment-bank/:id/use',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          'Counts one use of a comment the caller sees (their own or shared into their class), now: it moves up the list.',
        params: idParams,
        response: { 200: commentAnswer, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      return {
        success: true as const,
        data: { comment: await useBankComment(deps, request.account, { id: request.params.id }) },
      };
    },
  );
};

export default commentBankRoutes;
