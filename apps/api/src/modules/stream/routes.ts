import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import {
  emptyOkEnvelope,
  errorEnvelope,
  idParams,
  okEnvelope,
  pageQuery,
  pagination,
} from '@sinfxona/domain/schemas/common';
import {
  postCommentInput,
  postCommentParams,
  postCommentSchema,
  postInput,
  postSchema,
  postUpdate,
} from '@sinfxona/domain/schemas/stream';
import type { Deps } from '../../deps';
import { pageOf } from '../../db/query-helpers';
import { requireClassMember, requireRole } from '../../plugins/auth';
import {
  addPostComment,
  createPost,
  listPostComments,
  listPosts,
  removePost,
  removePostComment,
  updatePost,
} from './service';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const postAnswer = okEnvelope(z.object({ post: postSchema }));
const tags = ['stream'];

/**
 * The class stream (docs/architecture.md §4 "Class stream, scheduling and the calendar"). Its reads
 * are not kept by the read cache: a scheduled post appears when its time comes, with no write to
 * forget a kept list, so every list is read afresh. Its writes therefore forget nothing.
 */
const streamRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const member = [app.authenticate, requireClassMember()];
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get(
    '/api/classes/:id/posts',
    {
      onRequest: member,
      schema: {
        tags,
        description:
          "The class's posts, pinned first, then newest. Its teachers also see posts scheduled for later (`publishAt` " +
          'in the future); a student sees a post once its time has come. Someone else’s class → 404.',
        params: idParams,
        querystring: pageQuery,
        response: { 200: okEnvelope(z.object({ posts: z.array(postSchema), pagination })), ...failures },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { posts, total } = await listPosts(deps, request.account, { classId: request.params.id, page, limit });
      return { success: true as const, data: { posts, pagination: pageOf(page, limit, total) } };
    },
  );

  app.post(
    '/api/classes/:id/posts',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          'A teacher of the class posts Markdown `text` (1–5000); `commentsEnabled` defaults to true. With ' +
          '`publishAt` (in the future, else 400) only its teachers see it until then. The students are notified ' +
          '(`announcement`) once it appears. An archived class → 409.',
        params: idParams,
        body: postInput,
        response: { 201: postAnswer, ...failures },
      },
    },
    async (request, reply) => {
      request.forgets([]);
      const post = await createPost(deps, request.account, { ...request.body, classId: request.params.id });
      const message = translate(post.publishAt ? 'postScheduled' : 'postCreated', request.language);
      return reply.status(201).send({ success: true as const, message, data: { post } });
    },
  );

  app.put(
    '/api/posts/:id',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          'Changes only the fields sent. `publishAt` moves a post that has not appeared yet (one already out → ' +
          '409); `null` publishes it now.',
        params: idParams,
        body: postUpdate,
        response: { 200: postAnswer, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      const post = await updatePost(deps, request.account, { ...request.body, id: request.params.id });
      return { success: true as const, message: translate('postUpdated', request.language), data: { post } };
    },
  );

  app.delete(
    '/api/posts/:id',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: 'Deletes the post and its comments.',
        params: idParams,
        response: { 200: emptyOkEnvelope, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      await removePost(deps, request.account, { id: request.params.id });
      return { success: true as const, message: translate('postDeleted', request.language) };
    },
  );

  app.get(
    '/api/posts/:id/comments',
    {
      onRequest: member,
      schema: {
        tags,
        description: "A post's comments, oldest first: the class's, once the post has appeared (before: 404).",
        params: idParams,
        querystring: pageQuery,
        response: { 200: okEnvelope(z.object({ comments: z.array(postCommentSchema), pagination })), ...failures },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { comments, total } = await listPostComments(deps, request.account, {
        postId: request.params.id,
        page,
        limit,
      });
      return { success: true as const, data: { comments, pagination: pageOf(page, limit, total) } };
    },
  );

  app.post(
    '/api/posts/:id/comments',
    {
      onRequest: member,
      preHandler: [app.commentLimit],
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: 'Anyone of the class comments on a post they see; comments turned off → 403.',
        params: idParams,
        body: postCommentInput,
        response: { 201: okEnvelope(z.object({ comment: postCommentSchema })), ...failures, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      request.forgets([]);
      const comment = await addPostComment(deps, request.account, {
        postId: request.params.id,
        text: request.body.text,
      });
      return reply
        .status(201)
        .send({ success: true as const, message: translate('commentAdded', request.language), data: { comment } });
    },
  );

  app.delete(
    '/api/posts/:id/comments/:commentId',
    {
      onRequest: member,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        description: "Deletes a comment: its author's or, for the class's teachers, anyone's (others → 403).",
        params: postCommentParams,
        response: { 200: emptyOkEnvelope, ...failures },
      },
    },
    async (request) => {
      request.forgets([]);
      await removePostComment(deps, request.account, {
        postId: request.params.id,
        commentId: request.params.commentId,
      });
      return { success: true as const, message: translate('bankCommentDeleted', request.language) };
    },
  );
};

export default streamRoutes;
