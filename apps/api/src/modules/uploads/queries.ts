import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FILE_MAX_BYTES } from '@sinfxona/domain/constants';
import type { Deps } from '../../deps';
import { AppError, badRequest, parseOrThrow } from '../../lib/errors';
import { storedFileName } from '../../lib/file-names';
import { withMultipart, type MultipartOptions } from '../../plugins/multipart';
import { detectAllowedType } from '../../storage/detect-type';
import { PRIVATE_FILE_MODE } from '../../storage/private-modes';
import { discardUpload, type PendingUpload } from '../../storage/uploads';
import { UPLOAD_EXPIRY_MS } from './store';

const notUsable = () => badRequest('uploadNotUsable', [{ path: 'uploadId', messageKey: 'uploadNotUsable' }]);

/**
 * A finished upload of the caller's, copied into the temp folder and checked exactly as a file
 * part is (size, type by content): then the services keep it like any other upload. An upload
 * refused for its size or type is removed; a hand-in that fails otherwise may use it again.
 */
export async function claimUpload(deps: Deps, ownerId: string, uploadId: string): Promise<PendingUpload> {
  const upload = await deps.uploads.datastore.getUpload(uploadId).catch(() => null);
  if (!upload || upload.metadata?.owner !== ownerId) throw notUsable();
  if (upload.size === undefined || upload.offset !== upload.size) throw notUsable();
  const created = upload.creation_date ? Date.parse(upload.creation_date) : 0;
  if (created + UPLOAD_EXPIRY_MS < Date.now()) throw notUsable();
  const refuse = async (error: AppError) => {
    await deps.uploads.remove(uploadId);
    return error;
  };
  if (upload.size > FILE_MAX_BYTES) throw await refuse(new AppError(413, 'FILE_TOO_LARGE', 'fileTooLarge'));
  const tempPath = path.join(deps.tempDir, `${randomUUID()}.part`);
  try {
    await pipeline(await deps.uploads.read(uploadId), createWriteStream(tempPath, { mode: PRIVATE_FILE_MODE }));
    const { size } = await stat(tempPath);
    if (size !== upload.size) throw notUsable();
    if (size === 0) throw badRequest('fileRequired', [{ path: 'file', messageKey: 'fileRequired' }]);
    const mimeType = await detectAllowedType(tempPath);
    if (!mimeType) throw await refuse(new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'fileTypeUnsupported'));
    const originalName = storedFileName(upload.metadata?.filename ?? 'file', mimeType);
    return { tempPath, originalName, mimeType, size };
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

type WithUploadId<T> = T & { uploadId?: string | undefined };

/**
 * The body of a route that takes a file: multipart (a `file` part, or an `uploadId` field) or JSON
 * (with `uploadId`). Either way `use` gets the checked fields and the file, as `withMultipart`
 * gives them; a used upload is removed once `use` has kept it, so it serves one hand-in only.
 */
export async function withFileBody<S extends z.ZodObject, R>(
  request: FastifyRequest,
  deps: Deps,
  schema: S,
  use: (body: { fields: z.output<S>; file: PendingUpload | null; files: PendingUpload[] }) => Promise<R>,
  options: MultipartOptions = {},
): Promise<R> {
  const run = async (fields: WithUploadId<z.output<S>>, files: PendingUpload[]) => {
    const { uploadId } = fields;
    if (!uploadId) return use({ fields, file: files[0] ?? null, files });
    if (files.length > 0) throw badRequest('uploadWithFile');
    const file = await claimUpload(deps, request.account.id, uploadId);
    try {
      const answer = await use({ fields, file, files: [file] });
      await deps.uploads.remove(uploadId);
      return answer;
    } finally {
      await discardUpload(file);
    }
  };
  const isJson = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
  if (!isJson) return withMultipart(request, deps.tempDir, schema, ({ fields, files }) => run(fields, files), options);
  return run(parseOrThrow(schema, request.body ?? {}), []);
}
