import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { userSchema } from '@sinfxona/domain/schemas/auth';
import {
  classCreateInput,
  classListQuery,
  classMemberParams,
  classSchema,
  classUpdateInput,
  joinClassInput,
  classInvitationSchema,
  rosterEmailInput,
  studentInviteInput,
} from '@sinfxona/domain/schemas/classes';
import { emptyOkEnvelope, errorEnvelope, idParams, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { requireClassMember, requireRole } from '../../plugins/auth';
import { userTag } from '../../plugins/read-cache-tags';
import {
  acceptInvitation,
  declineInvitation,
  inviteStudent,
  leaveClass,
  listInvitations,
  addTeacher,
  createClass,
  getClass,
  joinClass,
  listClasses,
  removeStudent,
  removeTeacher,
  renewJoinCode,
  updateClass,
} from './service';

const failures = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};
const classAnswer = okEnvelope(z.object({ class: classSchema }));
const tags = ['classes'];

/** Classes: who sees what (docs/architecture.md §4 "Classes"). */
const classRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const anyUser = [app.authenticate];
  const member = [app.authenticate, requireClassMember()];
  const teacher = [app.authenticate, requireRole('teacher')];
  const student = [app.authenticate, requireRole('student')];

  app.get(
    '/api/classes',
    {
      onRequest: member,
      config: { readCache: true },
      schema: {
        tags,
        description: 'The classes the caller teaches or is enrolled in; `archived=true` lists only archived ones.',
        querystring: classListQuery,
        response: { 200: okEnvelope(z.object({ classes: z.array(classSchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { classes: await listClasses(deps, request.account, request.query) },
    }),
  );

  app.post(
    '/api/classes',
    { onRequest: teacher, schema: { tags, body: classCreateInput, response: { 201: classAnswer, ...failures } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: translate('classCreated', request.language),
        data: { class: await createClass(deps, request.account, request.body) },
      }),
  );

  app.post(
    '/api/classes/join',
    {
      onRequest: [app.authenticate, requireRole('student')],
      preHandler: [app.joinLimit],
      schema: { tags, body: joinClassInput, response: { 200: classAnswer, ...failures } },
    },
    async (request) => ({
      success: true as const,
      message: translate('classJoined', request.language),
      data: { class: await joinClass(deps, request.account, request.body) },
    }),
  );

  app.get(
    '/api/classes/:id',
    { onRequest: anyUser, schema: { tags, params: idParams, response: { 200: classAnswer, ...failures } } },
    async (request) => ({
      success: true as const,
      data: { class: await getClass(deps, request.account, request.params) },
    }),
  );

  app.put(
    '/api/classes/:id',
    {
      onRequest: teacher,
      schema: { tags, params: idParams, body: classUpdateInput, response: { 200: classAnswer, ...failures } },
    },
    async (request) => ({
      success: true as const,
      message: translate('classUpdated', request.language),
      data: { class: await updateClass(deps, request.account, { id: request.params.id, ...request.body }) },
    }),
  );

  app.post(
    '/api/classes/:id/join-code',
    { onRequest: teacher, schema: { tags, params: idParams, response: { 200: classAnswer, ...failures } } },
    async (request) => ({
      success: true as const,
      message: translate('joinCodeRenewed', request.language),
      data: { class: await renewJoinCode(deps, request.account, request.params) },
    }),
  );

  app.post(
    '/api/classes/:id/students',
    {
      onRequest: teacher,
      schema: {
        tags,
        description:
          'Invites a student by e-mail or username: they accept or decline (consent); an unknown or non-student account is 404.',
        params: idParams,
        body: studentInviteInput,
        response: {
          201: okEnvelope(
            z.object({
              status: z.enum(['invited', 'enrolled']),
              invitation: classInvitationSchema.optional(),
              user: userSchema.optional(),
            }),
          ),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const added = await inviteStudent(deps, request.account, { id: request.params.id, ...request.body });
      if (added.status === 'invited')
        return reply.status(201).send({
          success: true as const,
          message: translate('studentInvited', request.language),
          data: added,
        });
      // An admin's add: the student's own answers (their classes) were kept under their old ones.
      request.forgets([userTag(added.user._id)]);
      return reply.status(201).send({
        success: true as const,
        message: translate('studentAdded', request.language),
        data: added,
      });
    },
  );

  app.get(
    '/api/classes/invitations',
    {
      onRequest: student,
      schema: {
        tags,
        description: "The student's open invitations to classes.",
        response: { 200: okEnvelope(z.object({ invitations: z.array(classInvitationSchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { invitations: await listInvitations(deps, request.account) },
    }),
  );

  app.post(
    '/api/classes/:id/accept',
    { onRequest: student, schema: { tags, params: idParams, response: { 200: classAnswer, ...failures } } },
    async (request) => ({
      success: true as const,
      message: translate('classInvitationAccepted', request.language),
      data: { class: await acceptInvitation(deps, request.account, request.params) },
    }),
  );

  app.post(
    '/api/classes/:id/decline',
    { onRequest: student, schema: { tags, params: idParams, response: { 200: emptyOkEnvelope, ...failures } } },
    async (request) => {
      await declineInvitation(deps, request.account, request.params);
      return { success: true as const, message: translate('classInvitationDeclined', request.language) };
    },
  );

  app.post(
    '/api/classes/:id/leave',
    { onRequest: student, schema: { tags, params: idParams, response: { 200: emptyOkEnvelope, ...failures } } },
    async (request) => {
      await leaveClass(deps, request.account, request.params);
      return { success: true as const, message: translate('classLeft', request.language) };
    },
  );

  app.delete(
    '/api/classes/:id/students/:userId',
    {
      onRequest: teacher,
      schema: { tags, params: classMemberParams, response: { 200: emptyOkEnvelope, ...failures } },
    },
    async (request) => {
      await removeStudent(deps, request.account, request.params);
      // Named once removed: a refused id never reaches the cache's log of forgotten tags.
      request.forgets([userTag(request.params.userId)]);
      return { success: true as const, message: translate('studentRemoved', request.language) };
    },
  );

  app.post(
    '/api/classes/:id/teachers',
    {
      onRequest: teacher,
      schema: {
        tags,
        params: idParams,
        body: rosterEmailInput,
        response: { 200: classAnswer, 201: classAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { schoolClass, added } = await addTeacher(deps, request.account, {
        id: request.params.id,
        ...request.body,
      });
      // The new teacher's answers were kept under their old classes (the e-mail does not say which one is new).
      request.forgets(schoolClass.teachers.map((member) => userTag(member._id)));
      return reply.status(added ? 201 : 200).send({
        success: true as const,
        message: translate('teacherAdded', request.language),
        data: { class: schoolClass },
      });
    },
  );

  app.delete(
    '/api/classes/:id/teachers/:userId',
    {
      onRequest: teacher,
      schema: { tags, params: classMemberParams, response: { 200: emptyOkEnvelope, ...failures } },
    },
    async (request) => {
      await removeTeacher(deps, request.account, request.params);
      request.forgets([userTag(request.params.userId)]);
      return { success: true as const, message: translate('teacherRemoved', request.language) };
    },
  );
};

export default classRoutes;
