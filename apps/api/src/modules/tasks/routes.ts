import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import {
  emptyOkEnvelope,
  errorEnvelope,
  idParams,
  idSchema,
  okEnvelope,
  pagination,
} from '@sinfxona/domain/schemas/common';
import {
  extensionInput,
  extensionSchema,
  taskCreateInput,
  taskListQuery,
  taskSchema,
  taskUpdateInput,
} from '@sinfxona/domain/schemas/tasks';
import { taskCopyInput } from '@sinfxona/domain/schemas/calendar';
import type { Deps } from '../../deps';
import { pageOf } from '../../db/query-helpers';
import { requireClassMember, requireRole } from '../../plugins/auth';
import { withFileBody } from '../uploads/queries';
import { multipartBody } from '../../plugins/openapi';
import { compiledSerializer } from '../../plugins/serializer';
import {
  checkTaskEditable,
  createTask,
  getTask,
  listExtensions,
  listTasks,
  removeExtension,
  removeTask,
  setExtension,
  updateTask,
} from './service';
import { copyTask } from './copy';

const failures = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
};
const taskAnswer = okEnvelope(z.object({ task: taskSchema }));
/** A task's own page as GET /api/tasks/:id writes it (the same compiled serializer): kept from a list. */
const writeTaskAnswer = compiledSerializer({
  schema: taskAnswer,
  method: 'GET',
  url: '/api/tasks/:id',
  httpStatus: '200',
});
const tags = ['tasks'];
const UPLOAD_NOTE =
  'The file as a `file` part, or a finished resumable upload (/api/uploads) as `uploadId`; the same fields ' +
  'may come as JSON with `uploadId`.';

const taskRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const member = [app.authenticate, requireClassMember()];
  const teacher = [app.authenticate, requireRole('teacher')];

  app.get(
    '/api/tasks',
    {
      onRequest: member,
      config: { readCache: true },
      schema: {
        tags,
        querystring: taskListQuery,
        response: {
          200: okEnvelope(
            z.object({
              tasks: z.array(taskSchema),
              pagination,
              /** Teachers: the topics of their classes' tasks (the form's suggestions). */
              topics: z.array(z.string()).optional(),
            }),
          ),
          ...failures,
        },
      },
    },
    async (request) => {
      const { tasks, total, topics } = await listTasks(deps, request.account, request.query);
      // Each item is the task's own page for this caller: a pupil opening one from the list is answered at once.
      for (const task of tasks)
        request.keepAlso(`/api/tasks/${task._id}`, () => writeTaskAnswer({ success: true, data: { task } }));
      return {
        success: true as const,
        data: {
          tasks,
          pagination: pageOf(request.query.page, request.query.limit, total),
          ...(topics ? { topics } : {}),
        },
      };
    },
  );

  app.get(
    '/api/tasks/:id',
    {
      onRequest: member,
      // A pupil opens their task again and again while working on it.
      config: { readCache: true },
      schema: { tags, params: idParams, response: { 200: taskAnswer, ...failures } },
    },
    async (request) => ({
      success: true as const,
      data: { task: await getTask(deps, request.account, request.params) },
    }),
  );

  app.post(
    '/api/tasks',
    {
      onRequest: teacher,
      config: multipartBody(taskCreateInput, { file: 'optional' }),
      schema: {
        tags,
        description: UPLOAD_NOTE,
        consumes: ['multipart/form-data'],
        response: { 201: taskAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const task = await withFileBody(request, deps, taskCreateInput, ({ fields, file }) =>
        createTask(deps, request.account, { ...fields, file }),
      );
      return reply
        .status(201)
        .send({ success: true as const, message: translate('taskCreated', request.language), data: { task } });
    },
  );

  app.put(
    '/api/tasks/:id',
    {
      onRequest: teacher,
      config: multipartBody(taskUpdateInput, { file: 'optional' }),
      schema: {
        tags,
        description: UPLOAD_NOTE,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: taskAnswer, ...failures },
      },
    },
    async (request) => {
      await checkTaskEditable(deps, request.account, request.params);
      const task = await withFileBody(request, deps, taskUpdateInput, ({ fields, file }) =>
        updateTask(deps, request.account, { id: request.params.id, ...fields, file }),
      );
      return { success: true as const, message: translate('taskUpdated', request.language), data: { task } };
    },
  );

  app.delete(
    '/api/tasks/:id',
    { onRequest: teacher, schema: { tags, params: idParams, response: { 200: emptyOkEnvelope, ...failures } } },
    async (request) => {
      await removeTask(deps, request.account, request.params);
      return { success: true as const, message: translate('taskDeleted', request.language) };
    },
  );

  app.post(
    '/api/tasks/:id/copy',
    {
      onRequest: teacher,
      schema: {
        tags,
        description:
          'Copies the task into other classes the caller teaches: new tasks, each with its own copy of the file and the rubric, the deadline moved by shiftDays.',
        params: idParams,
        body: taskCopyInput,
        response: { 201: okEnvelope(z.object({ tasks: z.array(taskSchema) })), ...failures },
      },
    },
    async (request, reply) => {
      const tasks = await copyTask(deps, request.account, { id: request.params.id, ...request.body });
      return reply
        .status(201)
        .send({ success: true as const, message: translate('tasksCopied', request.language), data: { tasks } });
    },
  );

  const extensionParams = z.object({ id: idSchema, studentId: idSchema });

  app.get(
    '/api/tasks/:id/extensions',
    {
      onRequest: teacher,
      schema: {
        tags,
        params: idParams,
        response: { 200: okEnvelope(z.object({ extensions: z.array(extensionSchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { extensions: await listExtensions(deps, request.account, { taskId: request.params.id }) },
    }),
  );

  app.put(
    '/api/tasks/:id/extensions/:studentId',
    {
      onRequest: teacher,
      schema: {
        tags,
        description: "One student's own, later deadline: their work before it is on time.",
        params: extensionParams,
        body: extensionInput,
        response: { 200: okEnvelope(z.object({ extension: extensionSchema })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate('extensionGranted', request.language),
      data: {
        extension: await setExtension(deps, request.account, {
          taskId: request.params.id,
          studentId: request.params.studentId,
          deadline: request.body.deadline,
        }),
      },
    }),
  );

  app.delete(
    '/api/tasks/:id/extensions/:studentId',
    {
      onRequest: teacher,
      schema: { tags, params: extensionParams, response: { 200: emptyOkEnvelope, ...failures } },
    },
    async (request) => {
      await removeExtension(deps, request.account, { taskId: request.params.id, studentId: request.params.studentId });
      return { success: true as const, message: translate('extensionRemoved', request.language) };
    },
  );
};

export default taskRoutes;
