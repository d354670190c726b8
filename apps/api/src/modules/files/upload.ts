import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../plugins/errors';
import type { Kysely, Transaction } from 'kysely';
import type { Database, FileRow } from '../../db/schema';
import { detectAllowedType } from './detect-type';
import { insertFile } from './repository';

/** A checked upload waiting in the temp folder until the caller decides to keep it. */
export interface PendingUpload {
  tempPath: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: PendingUpload | null;
}

/** Keeps only a safe display name: no folders, no control characters, bounded length. */
function cleanFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
  return cleaned || 'file';
}

/**
 * Reads a multipart body: text fields (before or after the file) and at most one file named `file`,
 * streamed to disk with the size limit applied while streaming, then typed by its bytes.
 */
export async function readMultipart(app: FastifyInstance, request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'unsupportedMediaType');
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
      const tempPath = path.join(app.uploadTempDir, `${randomUUID()}.part`);
      upload = { tempPath, originalName: cleanFileName(part.filename) };
      await pipeline(part.file, createWriteStream(tempPath));
    }
    if (!upload) return { fields, file: null };
    const { size } = await stat(upload.tempPath);
    if (size === 0) throw badRequest('fileRequired', [{ path: 'file', messageKey: 'fileRequired' }]);
    const mimeType = await detectAllowedType(upload.tempPath);
    if (!mimeType) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'fileTypeUnsupported');
    return { fields, file: { ...upload, mimeType, size } };
  } catch (error) {
    if (upload) await rm(upload.tempPath, { force: true });
    throw error;
  }
}

/** Drops a temp upload that will not be kept (validation failed after reading). */
export async function discardUpload(upload: PendingUpload | null): Promise<void> {
  if (upload) await rm(upload.tempPath, { force: true });
}

export interface StoredUpload {
  row: FileRow;
  /** Records the file row, inside the caller's transaction when given one. */
  record(db: Kysely<Database>): Promise<void>;
  /** Removes the stored bytes when the row will not be kept after all. */
  forget(): Promise<void>;
}

/** Moves a checked upload into the store under a random key; the caller records the row. */
export async function storeUpload(app: FastifyInstance, upload: PendingUpload, ownerId: string): Promise<StoredUpload> {
  const row: FileRow = {
    id: randomUUID(),
    storage_key: randomBytes(24).toString('base64url'),
    original_name: upload.originalName,
    mime_type: upload.mimeType,
    size: upload.size,
    owner_id: ownerId,
    created_at: new Date().toISOString(),
  };
  await app.fileStore.put(row.storage_key, upload.tempPath, row.mime_type);
  return {
    row,
    record: (db) => insertFile(db, row),
    forget: () => app.fileStore.remove(row.storage_key),
  };
}

/** Stores and records an upload in one step; returns the file row. */
export async function keepUpload(app: FastifyInstance, db: Kysely<Database>, upload: PendingUpload, ownerId: string): Promise<FileRow> {
  const stored = await storeUpload(app, upload, ownerId);
  try {
    await stored.record(db);
  } catch (error) {
    await stored.forget();
    throw error;
  }
  return stored.row;
}

/**
 * Stores an upload (when there is one), then records it and whatever uses it in one transaction;
 * if anything fails the stored bytes are removed again.
 */
export async function writeWithUpload(
  app: FastifyInstance,
  upload: PendingUpload | null,
  ownerId: string,
  write: (trx: Transaction<Database>, file: FileRow | null) => Promise<void>,
): Promise<void> {
  const stored = upload ? await storeUpload(app, upload, ownerId) : null;
  try {
    await app.db.transaction().execute(async (trx) => {
      await stored?.record(trx);
      await write(trx, stored?.row ?? null);
    });
  } catch (error) {
    await stored?.forget();
    throw error;
  }
}
