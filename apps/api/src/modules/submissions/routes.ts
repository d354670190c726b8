import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMENT_THREAD_MAX, PHOTOS_MAX } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { errorEnvelope, idParams, idSchema, okEnvelope, pageQuery, pagination } from '@sinfxona/domain/schemas/common';
import { archiveQuery } from '@sinfxona/domain/schemas/late';
import {
  commentInput,
  commentSchema,
  gradeInput,
  mySubmissionsQuery,
  returnInput,
  submissionCreateFields,
  submissionListQuery,
  submissionSchema,
} from '@sinfxona/domain/schemas/submissions';
import type { Deps } from '../../deps';
import { contentDisposition } from '../../lib/content-disposition';
import { archiveTaskWork } from './archive';
import { combinePhotos } from './photos-pdf';
import { discardUpload } from '../../storage/uploads';
import { pageOf } from '../../db/query-helpers';
import { requireRole } from '../../plugins/auth';
import { userTag, workTag } from '../../plugins/read-cache-tags';
import { withFileBody } from '../uploads/queries';
import { multipartBody } from '../../plugins/openapi';
import {
  addComment,
  checkTaskOpen,
  createSubmission,
  gradeSubmission,
  listAttempts,
  listComments,
  listMySubmissions,
  listSubmissions,
  listTaskSubmissions,
  returnSubmission,
} from './service';

const failures = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
};
const submissionPage = okEnvelope(z.object({ submissions: z.array(submissionSchema), pagination }));
const submissionAnswer = okEnvelope(z.object({ submission: submissionSchema }));
const taskParams = z.object({ taskId: idSchema });
const tags = ['submissions'];

const submissionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const student = [app.authenticate, requireRole('student')];
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get(
    '/api/submissions/my',
    {
      onRequest: student,
      config: { readCache: true },
      schema: { tags, querystring: mySubmissionsQuery, response: { 200: submissionPage, ...failures } },
    },
    async (request) => {
      const { submissions, total } = await listMySubmissions(deps, request.account, request.query);
      return {
        success: true as const,
        data: { submissions, pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  );

  app.post(
    '/api/submissions/:taskId',
    {
      onRequest: student,
      // A hand-in shows in the student's own answers and the class's teachers' (not the classmates').
      config: { ...multipartBody(submissionCreateFields, { file: 'photos' }), forgetsOnlyDeclared: true },
      schema: {
        tags,
        description:
          'The file as a `file` part, or a finished resumable upload as `uploadId` (multipart, or JSON ' +
          '`{ uploadId, textResponse? }`). The hand-in time is when this request reaches the server.',
        consumes: ['multipart/form-data'],
        params: taskParams,
        response: { 201: submissionAnswer, ...failures },
      },
    },
    async (request, reply) => {
      // The hand-in's time is when it reached us, not when its file finished being read or copied.
      const receivedAt = new Date();
      const task = await checkTaskOpen(deps, request.account, request.params);
      const submission = await withFileBody(
        request,
        deps,
        submissionCreateFields,
        async ({ fields, files }) => {
          // Several parts are photos of notebook pages: kept as one PDF, a page each, in their order.
          const started = performance.now();
          const file = files.length > 1 ? await combinePhotos(files, deps.tempDir, task.title) : (files[0] ?? null);
          if (files.length > 1)
            request.log.info({ photos: files.length, ms: Math.round(performance.now() - started) }, 'photos combined');
          try {
            return await createSubmission(deps, request.account, {
              taskId: request.params.taskId,
              ...fields,
              file,
              receivedAt,
            });
          } finally {
            if (files.length > 1) await discardUpload(file);
          }
        },
        { maxFiles: PHOTOS_MAX, tooManyKey: 'photosTooMany' },
      );
      request.forgets([workTag(submission.classId), userTag(submission.studentId._id)]);
      return reply.status(201).send({
        success: true as const,
        message: translate('submissionCreated', request.language),
        data: { submission },
      });
    },
  );

  app.get(
    '/api/submissions/:taskId',
    {
      onRequest: teacher,
      config: { readCache: true },
      schema: { tags, params: taskParams, querystring: pageQuery, response: { 200: submissionPage, ...failures } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { submissions, total } = await listTaskSubmissions(deps, request.account, {
        taskId: request.params.taskId,
        page,
        limit,
      });
      return { success: true as const, data: { submissions, pagination: pageOf(page, limit, total) } };
    },
  );

  app.get(
    '/api/submissions',
    {
      onRequest: teacher,
      config: { readCache: true },
      schema: { tags, querystring: submissionListQuery, response: { 200: submissionPage, ...failures } },
    },
    async (request) => {
      // Newest first is the only order; `sort=recent` says so explicitly.
      const { page, limit } = request.query;
      const { submissions, total } = await listSubmissions(deps, request.account, request.query);
      return { success: true as const, data: { submissions, pagination: pageOf(page, limit, total) } };
    },
  );

  app.put(
    '/api/submissions/:id/grade',
    {
      onRequest: teacher,
      // A grade shows to that student and the class's teachers: not to classmates or other classes.
      config: { forgetsOnlyDeclared: true },
      schema: { tags, params: idParams, body: gradeInput, response: { 200: submissionAnswer, ...failures } },
    },
    async (request) => {
      const submission = await gradeSubmission(deps, request.account, {
        submissionId: request.params.id,
        ...request.body,
      });
      request.forgets([workTag(submission.classId), userTag(submission.studentId._id)]);
      return { success: true as const, message: translate('submissionGraded', request.language), data: { submission } };
    },
  );

  app.post(
    '/api/submissions/:id/return',
    {
      onRequest: teacher,
      config: { forgetsOnlyDeclared: true },
      schema: { tags, params: idParams, body: returnInput, response: { 200: submissionAnswer, ...failures } },
    },
    async (request) => {
      const submission = await returnSubmission(deps, request.account, {
        submissionId: request.params.id,
        feedback: request.body.feedback,
      });
      request.forgets([workTag(submission.classId), userTag(submission.studentId._id)]);
      return {
        success: true as const,
        message: translate('submissionReturned', request.language),
        data: { submission },
      };
    },
  );

  app.get(
    '/api/submissions/:id/attempts',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        description: "Every attempt of this student's work at the task, oldest first.",
        params: idParams,
        response: { 200: okEnvelope(z.object({ attempts: z.array(submissionSchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { attempts: await listAttempts(deps, request.account, { submissionId: request.params.id }) },
    }),
  );

  app.get(
    '/api/submissions/:id/comments',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        description:
          "The private thread between the student and the class's teachers about this work: page 1 is the newest " +
          '`limit` comments, page 2 those before them; each page oldest first. A thread holds at most ' +
          `${COMMENT_THREAD_MAX} comments, so \`limit=${COMMENT_THREAD_MAX}\` gets all of it.`,
        params: idParams,
        querystring: pageQuery,
        response: { 200: okEnvelope(z.object({ comments: z.array(commentSchema), pagination })), ...failures },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const thread = await listComments(deps, request.account, { submissionId: request.params.id, page, limit });
      return {
        success: true as const,
        data: { comments: thread.comments, pagination: pageOf(page, limit, thread.total) },
      };
    },
  );

  app.post(
    '/api/submissions/:id/comments',
    {
      onRequest: [app.authenticate],
      preHandler: [app.commentLimit],
      schema: {
        tags,
        params: idParams,
        body: commentInput,
        response: { 201: okEnvelope(z.object({ comment: commentSchema })), ...failures, 429: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: translate('commentAdded', request.language),
        data: {
          comment: await addComment(deps, request.account, {
            submissionId: request.params.id,
            text: request.body.text,
          }),
        },
      }),
  );

  app.get(
    '/api/tasks/:id/submissions.zip',
    {
      onRequest: teacher,
      schema: {
        tags,
        description:
          "Every student's latest attempt as `Familiya Ism/<file>`, with `baholar.csv`, streamed as one ZIP; " +
          "`studentIds=a,b,c` (at most 200) takes only those students' work.",
        params: idParams,
        querystring: archiveQuery,
        response: { 200: z.any().describe('application/zip'), ...failures },
      },
    },
    async (request, reply) => {
      const archive = await archiveTaskWork(deps, request.account, {
        taskId: request.params.id,
        language: request.language,
        studentIds: request.query.studentIds,
      });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', archive.fileName))
        .send(archive.stream);
    },
  );
};

export default submissionRoutes;
