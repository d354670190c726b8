import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@sinfxona/domain/messages';
import { errorEnvelope, idParams, idSchema, okEnvelope } from '@sinfxona/domain/schemas/common';
import type { Deps } from '../../deps';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import { readSchool } from '../admin/queries';
import { findMemberClass } from '../classes/queries';
import { classTag } from '../../plugins/read-cache-tags';
import { importCards, importRoster, type ImportResult } from './import';
import { renderLoginCards } from './login-cards';
import { withGuardianCodes } from './guardian-codes';
import { readRosterFile } from './roster-file';

const importRowSchema = z.object({
  line: z.number(),
  fullName: z.string(),
  username: z.string(),
  className: z.string(),
  status: z.enum(['create', 'exists', 'error']),
  message: z.string().optional(),
  password: z.string().optional(),
});
const importAnswer = okEnvelope(
  z.object({
    import: z.object({ _id: z.string(), rows: z.array(importRowSchema), created: z.number(), errors: z.number() }),
  }),
);
const failures = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
};
const tags = ['school'];

/** The roster's bytes (≤ 10 MB, refused with 413 past it) and the form's fields. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'file' && !bytes) {
      bytes = await part.toBuffer();
    } else part.file.resume();
  }
  if (!bytes || bytes.length === 0) throw badRequest('fileRequired', [{ path: 'file', messageKey: 'fileRequired' }]);
  return { bytes, fields };
}

const flag = (value: string | undefined) => value === 'true';

/**
 * Roster import (docs/architecture.md §4 "Roster import"): an admin's for the whole school, a
 * teacher's into a class they teach; each answers every row's fate, and the pupils created carry
 * their one-time passwords, printable as login cards for 24 hours.
 */
const rosterRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const run = async (
    request: FastifyRequest,
    options: { intoClass?: { id: string; name: string }; needsClass: boolean },
  ): Promise<ImportResult> => {
    const { bytes, fields } = await readUpload(request);
    const file = await readRosterFile(bytes, { needsClass: options.needsClass });
    if (!file.ok) throw new AppError(400, 'VALIDATION_ERROR', file.error, undefined, file.params);
    const { result, classIds } = await importRoster(
      deps,
      { id: request.account.id, ip: request.ip, language: request.language },
      file.rows,
      { dryRun: flag(fields.dryRun), createClasses: flag(fields.createClasses), intoClass: options.intoClass },
    );
    // The rosters that grew: their classes' kept answers (an admin's own scope holds no class).
    request.forgets(classIds.map(classTag));
    return result;
  };
  const answer = (request: FastifyRequest, result: ImportResult) => ({
    success: true as const,
    message:
      result.errors > 0
        ? translate('rosterHasErrors', request.language)
        : result.created > 0
          ? translate('rosterImported', request.language, { count: result.created })
          : undefined,
    data: { import: result },
  });
  const sendCards = async (
    request: FastifyRequest,
    reply: FastifyReply,
    importId: string,
    options: { classId?: string; guardianCodes?: boolean } = {},
  ) => {
    const found = await importCards(deps, importId, options.classId);
    if (!found) throw notFound('rosterCardsExpired');
    // Each pupil's parent code, made now (7 days, one use), when the admin asks for it.
    const cards = options.guardianCodes ? await withGuardianCodes(deps, request.account, found) : found;
    const school = await readSchool(deps.db);
    const t = (key: Parameters<typeof translate>[0]) => translate(key, request.language);
    const pdf = await renderLoginCards({
      schoolName: school.name,
      address: school.address || `${request.protocol}://${request.host}`,
      labels: {
        className: t('cardClass'),
        username: t('cardUsername'),
        password: t('cardPassword'),
        address: t('cardAddress'),
        note: t('cardNote'),
        guardianCode: t('cardGuardianCode'),
      },
      cards,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="login-cards.pdf"')
      .send(pdf);
  };

  app.post(
    '/api/admin/imports',
    {
      onRequest: [app.authenticate, requireRole('admin')],
      // The rosters that grew are named by the import (an admin's scope is every class).
      config: { forgetsOnlyDeclared: true },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: importAnswer, ...failures } },
    },
    async (request) => answer(request, await run(request, { needsClass: true })),
  );

  app.get(
    '/api/admin/imports/:id/cards.pdf',
    {
      onRequest: [app.authenticate, requireRole('admin')],
      schema: {
        tags,
        description:
          'The import’s login cards; `?guardianCodes=true` prints a new parent code on each (7 days, one use).',
        params: idParams,
        querystring: z.object({ guardianCodes: z.enum(['true', 'false']).optional() }),
        response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) =>
      sendCards(request, reply, request.params.id, { guardianCodes: request.query.guardianCodes === 'true' }),
  );

  app.post(
    '/api/classes/:id/import',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: importAnswer, ...failures },
      },
    },
    async (request) => {
      const schoolClass = await findMemberClass(deps.db, request.account, request.params.id);
      if (!schoolClass) throw notFound('classNotFound');
      const result = await run(request, {
        intoClass: { id: schoolClass.id, name: schoolClass.name },
        needsClass: false,
      });
      return answer(request, result);
    },
  );

  app.get(
    '/api/classes/:id/imports/:importId/cards.pdf',
    {
      onRequest: [app.authenticate, requireRole('teacher')],
      schema: {
        tags,
        params: z.object({ id: idSchema, importId: idSchema }),
        response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const schoolClass = await findMemberClass(deps.db, request.account, request.params.id);
      if (!schoolClass) throw notFound('classNotFound');
      return sendCards(request, reply, request.params.importId, { classId: schoolClass.id });
    },
  );
};

export default rosterRoutes;
