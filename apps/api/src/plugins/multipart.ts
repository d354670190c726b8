import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { FILE_MAX_BYTES } from '@sinfxona/domain/constants';
import { AppError, badRequest, parseOrThrow } from '../lib/errors';
import { storedFileName } from '../lib/file-names';
import { detectAllowedType } from '../storage/detect-type';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-modes';
import { discardUpload, type PendingUpload } from '../storage/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads being read, checked and stored right now; a shutdown lets them settle before closing the stores. */
    uploadsUnderWay: Set<Promise<unknown>>;
  }
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: PendingUpload | null;
}

/**
 * Reads a multipart body: text fields (before or after the file) and at most one file named `file`,
 * streamed to `tempDir` with the size limit applied while streaming, then typed by its bytes.
 */
export async function readMultipart(request: FastifyRequest, tempDir: string): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'unsupportedMediaType');
  if (!/boundary=/i.test(request.headers['content-type'] ?? '')) throw badRequest('malformedMultipart');
  const fields: Record<string, string> = {};
  let upload: { tempPath: string; originalName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      const tempPath = path.join(tempDir, `${randomUUID()}.part`);
      upload = { tempPath, originalName: part.filename };
      // Refuse the moment the limit is passed, not after the rest of the upload has arrived.
      part.file.once('limit', () => part.file.destroy(new AppError(413, 'FILE_TOO_LARGE', 'fileTooLarge')));
      await pipeline(part.file, createWriteStream(tempPath, { mode: PRIVATE_FILE_MODE }));
    }
    if (!upload) return { fields, file: null };
    const { size } = await stat(upload.tempPath);
    if (size === 0) throw badRequest('fileRequired', [{ path: 'file', messageKey: 'fileRequired' }]);
    const mimeType = await detectAllowedType(upload.tempPath);
    if (!mimeType) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'fileTypeUnsupported');
    return {
      fields,
      file: { tempPath: upload.tempPath, originalName: storedFileName(upload.originalName, mimeType), mimeType, size },
    };
  } catch (error) {
    if (upload) await rm(upload.tempPath, { force: true });
    throw asClientError(error);
  }
}

/**
 * A body the parser could not read (cut short, no boundary, a broken part header) is the
 * client's fault: 400. Errors of our own disk (they carry a syscall) and the plugin's coded
 * limits keep their meaning.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (syscall || (typeof code === 'string' && code.startsWith('FST_'))) return error;
  return badRequest('malformedMultipart');
}

/**
 * Reads a multipart body, validates its text fields with the domain `schema` and hands both to
 * `use`; whatever `use` did not keep of the upload is removed afterwards, success or not.
 */
export async function withMultipart<S extends z.ZodType, R>(
  request: FastifyRequest,
  tempDir: string,
  schema: S,
  use: (body: { fields: z.output<S>; file: PendingUpload | null }) => Promise<R>,
): Promise<R> {
  const work = (async () => {
    const { fields, file } = await readMultipart(request, tempDir);
    try {
      return await use({ fields: parseOrThrow(schema, fields), file });
    } finally {
      await discardUpload(file);
    }
  })();
  const underWay = request.server.uploadsUnderWay;
  const tracked = work.catch(() => undefined).finally(() => underWay.delete(tracked));
  underWay.add(tracked);
  return work;
}

/** Multipart parsing with the limits of docs/spec.md §5; busboy stops at the size limit while streaming. */
export default fp(
  async function multipartBodies(app: FastifyInstance, options: { tempDir: string }) {
    await mkdir(options.tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    app.decorate('uploadsUnderWay', new Set<Promise<unknown>>());
    await app.register(multipart, {
      limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25, headerPairs: 100 },
    });
  },
  { name: 'multipart' },
);
