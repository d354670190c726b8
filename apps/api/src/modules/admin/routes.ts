import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import {
  adminUserListQuery,
  adminUserSchema,
  adminUserUpdateInput,
  auditEntrySchema,
  invitationCreateInput,
  invitationParams,
  invitationSchema,
  schoolStatsSchema,
} from '@sinfxona/domain/schemas/admin';
import {
  emptyOkEnvelope,
  errorEnvelope,
  idParams,
  okEnvelope,
  pageQuery,
  pagination,
} from '@sinfxona/domain/schemas/common';
import { schoolSchema, schoolUpdateInput, type SchoolUpdateInput } from '@sinfxona/domain/schemas/school';
import type { Deps } from '../../deps';
import { pageOf } from '../../db/query-helpers';
import { notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import { scopeTags } from '../../plugins/read-cache-tags';
import { findMemberClassIds, findUserById } from '../users/queries';
import { auditPage, recordAudit } from './audit';
import { createInvitation, listInvitations, revokeInvitation } from './invitations';
import { listPeople, resetPassword, updatePerson } from './people';
import { readSchool, saveSchool, tagsOfSchoolChange } from './school-settings';
import { schoolStats } from './stats';

const failures = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const tags = ['admin'];

/** Where links to this server start, as the admin's browser reached it (a proxy's Host when trusted). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const actorOf = (request: FastifyRequest) => ({ id: request.account.id, ip: request.ip });

/** What a settings change is logged as: the settings it names, the school's new name written out. */
const changedSettings = (input: SchoolUpdateInput) =>
  Object.keys(input)
    .map((key) => (key === 'name' ? `name: ${input.name}` : key))
    .join('; ');

/**
 * What an admin's change to an account makes stale: that account's own answers and its classes'
 * (a roster shows its name, whether its one-time password is still in use).
 */
async function forgetAccount(request: FastifyRequest, deps: Deps, id: string) {
  const user = await findUserById(deps.db, id);
  if (user) request.forgets(scopeTags(user.id, await findMemberClassIds(deps.db, user)));
}

/**
 * The school's administration (docs/architecture.md §4 "The school"): its settings, people,
 * teachers' invitations and the audit log. /api/admin/* answers 403 to anyone but an admin.
 */
const adminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const admin = [app.authenticate, requireRole('admin')];
  const { db } = deps;

  app.get(
    '/api/school',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        response: { 200: okEnvelope(z.object({ school: schoolSchema })), 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async () => ({ success: true as const, data: { school: await readSchool(db) } }),
  );

  app.put(
    '/api/school',
    {
      onRequest: admin,
      // An admin's scope is every class: each admin write names what it changed, nothing else.
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        body: schoolUpdateInput,
        response: { 200: okEnvelope(z.object({ school: schoolSchema })), ...failures },
      },
    },
    async (request) => {
      await saveSchool(db, request.body);
      if (Object.keys(request.body).length > 0)
        await recordAudit(db, {
          actorId: request.account.id,
          action: 'school_updated',
          target: changedSettings(request.body),
          ip: request.ip,
        });
      // A new scale or new terms change every mark and term shown (read-cache-tags.ts schoolTag).
      request.forgets(tagsOfSchoolChange(request.body));
      return {
        success: true as const,
        message: translate('schoolUpdated', request.language),
        data: { school: await readSchool(db) },
      };
    },
  );

  app.get(
    '/api/admin/users',
    {
      onRequest: admin,
      schema: {
        tags,
        querystring: adminUserListQuery,
        response: { 200: okEnvelope(z.object({ users: z.array(adminUserSchema), pagination })), ...failures },
      },
    },
    async (request) => {
      const { users, total } = await listPeople(db, request.query);
      return {
        success: true as const,
        data: { users, pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      onRequest: admin,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        params: idParams,
        body: adminUserUpdateInput,
        response: { 200: okEnvelope(z.object({ user: adminUserSchema })), ...failures },
      },
    },
    async (request) => {
      const user = await updatePerson(db, actorOf(request), request.params.id, request.body);
      await forgetAccount(request, deps, user._id);
      return { success: true as const, message: translate('userUpdated', request.language), data: { user } };
    },
  );

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      onRequest: admin,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        params: idParams,
        response: { 200: okEnvelope(z.object({ password: z.string() })), ...failures },
      },
    },
    async (request) => {
      const password = await resetPassword(db, actorOf(request), request.params.id);
      await forgetAccount(request, deps, request.params.id);
      return { success: true as const, message: translate('passwordReset', request.language), data: { password } };
    },
  );

  app.post(
    '/api/admin/invitations',
    {
      onRequest: admin,
      config: { forgetsOnlyDeclared: true },
      schema: {
        tags,
        body: invitationCreateInput,
        response: { 201: okEnvelope(z.object({ invitation: invitationSchema })), ...failures },
      },
    },
    async (request, reply) => {
      const invitation = await createInvitation(db, request.account.id, request.body, originOf(request));
      // An invitation shows only in the admin's list, which is not kept.
      request.forgets([]);
      await recordAudit(db, {
        actorId: request.account.id,
        action: 'invitation_created',
        target: invitation.email ?? invitation.code,
        ip: request.ip,
      });
      return reply.status(201).send({
        success: true as const,
        message: translate('invitationCreated', request.language),
        data: { invitation },
      });
    },
  );

  app.get(
    '/api/admin/invitations',
    {
      onRequest: admin,
      schema: {
        tags,
        response: { 200: okEnvelope(z.object({ invitations: z.array(invitationSchema) })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { invitations: await listInvitations(db, originOf(request)) },
    }),
  );

  app.delete(
    '/api/admin/invitations/:code',
    {
      onRequest: admin,
      config: { forgetsOnlyDeclared: true },
      schema: { tags, params: invitationParams, response: { 200: emptyOkEnvelope, ...failures } },
    },
    async (request) => {
      if (!(await revokeInvitation(db, request.params.code))) throw notFound('invitationNotFound');
      request.forgets([]);
      await recordAudit(db, {
        actorId: request.account.id,
        action: 'invitation_revoked',
        target: request.params.code.toUpperCase(),
        ip: request.ip,
      });
      return { success: true as const, message: translate('invitationRevoked', request.language) };
    },
  );

  app.get(
    '/api/admin/stats',
    {
      onRequest: admin,
      schema: {
        tags,
        response: { 200: okEnvelope(z.object({ stats: schoolStatsSchema })), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: { stats: await schoolStats(db, request.account) } }),
  );

  app.get(
    '/api/admin/audit',
    {
      onRequest: admin,
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: okEnvelope(z.object({ entries: z.array(auditEntrySchema), pagination })), ...failures },
      },
    },
    async (request) => {
      const { entries, total } = await auditPage(db, request.query.page, request.query.limit);
      return {
        success: true as const,
        data: { entries, pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  );
};

export default adminRoutes;
