import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { secretFile, type DataConfig } from '../../config';
import { vapidKeysFile } from '../../config-notifications';
import { openSqliteReadOnly, type Db } from '../../db/database';
import type { FileStore } from '../../storage/file-store';
import { APP_VERSION } from '../../version';
import { listKeptFiles } from '../files/queries';
import { ArchiveWriter, readAll } from './archive';
import { dumpPostgres, snapshotSqlite } from './database-dump';
import {
  DATABASE_ENTRY,
  FILE_ENTRY_PREFIX,
  MANIFEST_ENTRY,
  PUSH_KEYS_ENTRY,
  SECRET_ENTRY,
  type Manifest,
} from './manifest';
import { countRows, latestMigration } from './repository';

/** What a backup reads: the configured database (through `db`) and the file store. */
export interface BackupSource {
  config: DataConfig;
  db: Db;
  files: FileStore;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
  seconds: number;
}

/** Uploads are at most 10 MB; anything far larger in the store is not ours to copy blindly. */
const STORED_FILE_LIMIT = 64 * 1024 * 1024;

/** Everything a backup records about the database, read from the snapshot itself. */
async function describe(db: Db) {
  return {
    schemaVersion: await latestMigration(db),
    rowCounts: await countRows(db),
    files: await listKeptFiles(db),
  };
}

/**
 * The database as of one instant, plus what it says about itself: the row counts, the schema
 * version and the files it refers to all come from that same instant.
 */
async function snapshotDatabase(source: BackupSource, workDir: string) {
  const { database } = source.config;
  if (database.kind === 'sqlite') {
    const file = path.join(workDir, 'snapshot.db');
    await snapshotSqlite(database.file, file);
    const snapshot = openSqliteReadOnly(file);
    try {
      return { file, entry: DATABASE_ENTRY.sqlite, ...(await describe(snapshot)) };
    } finally {
      await snapshot.destroy();
    }
  }
  const file = path.join(workDir, 'snapshot.pgdump');
  // pg_dump reads the snapshot this transaction exports, so the dump and the figures agree;
  // the transaction stays open until pg_dump is done with it.
  return source.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
      const dumped = dumpPostgres(database.url, rows[0]!.id, file);
      dumped.catch(() => undefined);
      const described = await describe(trx);
      await dumped;
      return { file, entry: DATABASE_ENTRY.postgres, ...described };
    });
}

/**
 * Writes one archive (see manifest.ts) of the whole school while the server keeps running:
 * first to `<out>.partial`, renamed into place only when complete, so a half-written backup
 * never looks like a good one.
 */
export async function createBackup(source: BackupSource, outFile: string): Promise<BackupResult> {
  const started = Date.now();
  const out = path.resolve(outFile);
  if (existsSync(out)) throw new Error(`${out} already exists; choose a new file name`);
  const partial = `${out}.partial`;
  const workDir = await mkdtemp(path.join(path.dirname(out), '.sinfxona-backup-'));
  const writer = new ArchiveWriter(partial);
  try {
    const snapshot = await snapshotDatabase(source, workDir);
    const database = await writer.addFile(snapshot.entry, snapshot.file);
    await rm(snapshot.file, { force: true });

    const files: Manifest['files'] = [];
    for (const row of snapshot.files) {
      const stream = await source.files.read(row.storage_key).catch((error: unknown) => {
        throw new Error(`stored file ${row.storage_key} cannot be read (${String(error)})`);
      });
      const body = await readAll(stream, STORED_FILE_LIMIT);
      const checked = await writer.addBuffer(`${FILE_ENTRY_PREFIX}${row.storage_key}`, body);
      files.push({ key: row.storage_key, mimeType: row.mime_type, ...checked });
    }

    // A generated secret or key pair goes in when there is one; a configured one is the operator's to keep.
    const addIfPresent = async (entry: string, file: string) =>
      existsSync(file) ? writer.addBuffer(entry, await readFile(file)) : null;
    const secret = await addIfPresent(SECRET_ENTRY, secretFile(source.config.dataDir));
    const pushKeys = await addIfPresent(PUSH_KEYS_ENTRY, vapidKeysFile(source.config.dataDir));

    const manifest: Manifest = {
      format: 'sinfxona-backup',
      formatVersion: 1,
      appVersion: APP_VERSION,
      createdAt: new Date(started).toISOString(),
      database: { kind: source.config.database.kind, ...database },
      schemaVersion: snapshot.schemaVersion,
      rowCounts: snapshot.rowCounts,
      files,
      secret,
      pushKeys,
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)));
    await writer.finish();
    await rename(partial, out);
    const bytes = database.size + files.reduce((sum, file) => sum + file.size, 0);
    return { file: out, manifest, bytes, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
