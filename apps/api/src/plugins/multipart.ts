import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { FILE_MAX_BYTES } from '@sinfxona/domain/constants';
import type { MessageKey } from '@sinfxona/domain/messages';
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
  /** The first (or only) file part named `file`. */
  file: PendingUpload | null;
  /** Every file part named `file`, in the order they arrived (one unless `maxFiles` allows more). */
  files: PendingUpload[];
}

export interface MultipartOptions {
  /**
   * How many `file` parts are read (default 1; later ones are skipped). More than this many is
   * refused with `tooManyKey` (400) when given. All of them together stay within FILE_MAX_BYTES.
   */
  maxFiles?: number;
  tooManyKey?: MessageKey;
}

const tooLarge = () => new AppError(413, 'FILE_TOO_LARGE', 'fileTooLarge');

/** Counts the bytes of every file part of one body; passing the body's limit ends the part at once. */
function totalLimit(counter: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(counter.bytes > FILE_MAX_BYTES ? tooLarge() : null, chunk);
    },
  });
}

/**
 * Reads a multipart body: text fields (before or after the files) and the file parts named `file`
 * (one by default), each streamed to `tempDir` with the size limit — of all files together —
 * applied while streaming, then typed by its bytes.
 */
export async function readMultipart(
  request: FastifyRequest,
  tempDir: string,
  options: MultipartOptions = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'unsupportedMediaType');
  if (!/boundary=/i.test(request.headers['content-type'] ?? '')) throw badRequest('malformedMultipart');
  const maxFiles = options.maxFiles ?? 1;
  const fields: Record<string, string> = {};
  const uploads: { tempPath: string; originalName: string }[] = [];
  const counter = { bytes: 0 };
  try {
    // One part over the count is still read (and refused), so "too many" is told apart from the parser's limit.
    const parts = request.parts(maxFiles > 1 ? { limits: { files: maxFiles + 1 } } : undefined);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || uploads.length >= maxFiles) {
        part.file.resume();
        if (part.fieldname === 'file' && options.tooManyKey) throw badRequest(options.tooManyKey);
        continue;
      }
      const tempPath = path.join(tempDir, `${randomUUID()}.part`);
      uploads.push({ tempPath, originalName: part.filename });
      // Refuse the moment the limit is passed, not after the rest of the upload has arrived.
      part.file.once('limit', () => part.file.destroy(tooLarge()));
      await pipeline(part.file, totalLimit(counter), createWriteStream(tempPath, { mode: PRIVATE_FILE_MODE }));
    }
    const files: PendingUpload[] = [];
    for (const upload of uploads) {
      const { size } = await stat(upload.tempPath);
      if (size === 0) throw badRequest('fileRequired', [{ path: 'file', messageKey: 'fileRequired' }]);
      const mimeType = await detectAllowedType(upload.tempPath);
      if (!mimeType) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'fileTypeUnsupported');
      files.push({
        tempPath: upload.tempPath,
        originalName: storedFileName(upload.originalName, mimeType),
        mimeType,
        size,
      });
    }
    return { fields, file: files[0] ?? null, files };
  } catch (error) {
    await Promise.all(uploads.map((upload) => rm(upload.tempPath, { force: true })));
    if (options.tooManyKey && (error as { code?: unknown })?.code === 'FST_FILES_LIMIT')
      throw badRequest(options.tooManyKey);
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
  use: (body: { fields: z.output<S>; file: PendingUpload | null; files: PendingUpload[] }) => Promise<R>,
  options: MultipartOptions = {},
): Promise<R> {
  const work = (async () => {
    const { fields, file, files } = await readMultipart(request, tempDir, options);
    try {
      return await use({ fields: parseOrThrow(schema, fields), file, files });
    } finally {
      await Promise.all(files.map((upload) => discardUpload(upload)));
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
