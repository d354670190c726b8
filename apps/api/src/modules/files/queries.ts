import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Deps } from '../../deps';
import type { Db } from '../../db/database';
import type { Database, FileRow } from '../../db/schema';
import type { PendingUpload } from '../../storage/uploads';
import { findFileRow, insertFile, selectKeptFiles } from './repository';

/** What other modules do with uploads: keep one in the store and record its row with theirs. */

interface StoredUpload {
  row: FileRow;
  /** Records the file row, inside the caller's transaction when given one. */
  record(db: Kysely<Database>): Promise<void>;
  /** Removes the stored bytes when the row will not be kept after all. */
  forget(): Promise<void>;
}

/** Moves a checked upload into the store under a random key; the caller records the row. */
async function storeUpload(deps: Pick<Deps, 'files'>, upload: PendingUpload, ownerId: string): Promise<StoredUpload> {
  const row: FileRow = {
    id: randomUUID(),
    storage_key: randomBytes(24).toString('base64url'),
    original_name: upload.originalName,
    mime_type: upload.mimeType,
    size: upload.size,
    owner_id: ownerId,
    created_at: new Date().toISOString(),
    purged_at: null,
  };
  await deps.files.put(row.storage_key, upload.tempPath, row.mime_type);
  return {
    row,
    record: (db) => insertFile(db, row),
    forget: () => deps.files.remove(row.storage_key),
  };
}

/** Stores and records an upload in one step; returns the file row. */
export async function keepUpload(deps: Pick<Deps, 'files' | 'db'>, upload: PendingUpload, ownerId: string) {
  const stored = await storeUpload(deps, upload, ownerId);
  try {
    await stored.record(deps.db);
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
  deps: Pick<Deps, 'files' | 'db'>,
  upload: PendingUpload | null,
  ownerId: string,
  write: (trx: Transaction<Database>, file: FileRow | null) => Promise<void>,
): Promise<void> {
  const stored = upload ? await storeUpload(deps, upload, ownerId) : null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await stored?.record(trx);
      await write(trx, stored?.row ?? null);
    });
  } catch (error) {
    await stored?.forget();
    throw error;
  }
}

/**
 * A new file with the bytes of file `fileId` (a copied task's): a new row and a new object in the
 * store, so removing either file later leaves the other whole. The caller records the row (in its
 * transaction) and calls `forget` when it will not be kept after all.
 */
export async function copyStoredFile(
  deps: Pick<Deps, 'files' | 'db'>,
  fileId: string,
  ownerId: string,
): Promise<StoredUpload> {
  const source = await findFileRow(deps.db, fileId);
  if (!source || source.purged_at !== null) throw new Error(`file ${fileId} has no kept bytes to copy`);
  const row: FileRow = {
    ...source,
    id: randomUUID(),
    storage_key: randomBytes(24).toString('base64url'),
    owner_id: ownerId,
    created_at: new Date().toISOString(),
    purged_at: null,
  };
  await deps.files.copy(source.storage_key, row.storage_key);
  return {
    row,
    record: (db) => insertFile(db, row),
    forget: () => deps.files.remove(row.storage_key),
  };
}

/** The files whose bytes are kept, in key order (a backup copies exactly these). */
export function listKeptFiles(db: Db) {
  return selectKeptFiles(db);
}
