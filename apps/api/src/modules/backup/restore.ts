import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { secretFile, type DataConfig } from '../../config';
import { vapidKeysFile } from '../../config-notifications';
import { createDb, migrateToLatest, MIGRATION_NAMES } from '../../db/database';
import { createFileStore } from '../../storage/create-file-store';
import type { FileStore } from '../../storage/file-store';
import { hashEntry } from './archive';
import { BackupCheckError, checkArchive, countProblems, type CheckedArchive } from './check';
import { restorePostgres } from './database-dump';
import type { Manifest } from './manifest';
import { countRows, dropAllTables, latestMigration, listTables } from './repository';

export interface VerifyResult {
  manifest: Manifest;
  files: number;
  bytes: number;
}

const totalBytes = (manifest: Manifest) =>
  manifest.database.size + manifest.files.reduce((sum, file) => sum + file.size, 0);

/** `backup --verify`: reads the whole archive and checks it against its manifest, restoring nothing. */
export async function verifyBackup(archive: string): Promise<VerifyResult> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-verify-'));
  try {
    const { manifest } = await checkArchive(archive, staging, { keepFiles: false });
    return { manifest, files: manifest.files.length, bytes: totalBytes(manifest) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Why the target is not empty; none when it is. */
async function targetContents(target: DataConfig): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(target.dataDir).catch(() => [] as string[]);
  if (entries.length > 0) found.push(`${target.dataDir} holds ${entries.slice(0, 5).join(', ')}`);
  if (target.database.kind === 'postgres') {
    const db = createDb(target.database, { onLostConnection: () => {} });
    try {
      const tables = await listTables(db);
      if (tables.length > 0) found.push(`the PostgreSQL database has tables (${tables.slice(0, 5).join(', ')})`);
    } finally {
      await db.destroy();
    }
  }
  const store = await createFileStore(target.fileStore);
  try {
    for await (const key of store.list()) {
      found.push(`the file store holds ${key}`);
      break;
    }
  } finally {
    await store.close();
  }
  return found;
}

export interface RestoreResult extends VerifyResult {
  /** The schema the backup had and the one it has now (after the migrations it lacked). */
  schemaFrom: string | null;
  schemaTo: string | null;
}

/**
 * `npm run restore`: checks the whole archive first (nothing in the target is touched until it
 * passes), then puts the database and every file in place, reads each file back through the file
 * store against its checksum, compares the restored database's row counts with the manifest's,
 * and only then applies the migrations a backup from an older version lacks.
 */
export async function restoreBackup(
  archive: string,
  target: DataConfig,
  options: { force: boolean; log?: (line: string) => void },
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const contents = await targetContents(target);
  if (contents.length > 0 && !options.force) {
    throw new Error(
      `The restore target is not empty (${contents.join('; ')}); use an empty one, or --force to replace it`,
    );
  }
  await mkdir(target.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(target.dataDir, '.restore-'));
  let touched = false;
  try {
    log('Reading and checking the archive…');
    const checked = await checkArchive(archive, staging, { keepFiles: true });
    const { manifest } = checked;
    if (manifest.database.kind !== target.database.kind) {
      throw new Error(
        manifest.database.kind === 'postgres'
          ? 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it'
          : 'This backup holds a SQLite database: unset DATABASE_URL to restore it into DATA_DIR',
      );
    }
    if (manifest.schemaVersion !== null && !MIGRATION_NAMES.includes(manifest.schemaVersion)) {
      throw new Error(`This backup comes from a newer Sinfxona (schema ${manifest.schemaVersion}); update first`);
    }
    log(`Archive checked: ${manifest.files.length} files and the database match the manifest.`);

    touched = true;
    if (contents.length > 0) await clearTarget(target, staging);
    await placeDatabase(checked, target, contents.length > 0);
    await placeFiles(checked, target);
    if (checked.secret) await writeFile(secretFile(target.dataDir), checked.secret, { mode: 0o600 });
    if (checked.pushKeys) await writeFile(vapidKeysFile(target.dataDir), checked.pushKeys, { mode: 0o600 });

    const db = createDb(target.database, { onLostConnection: () => {} });
    try {
      await migrateToLatest(db);
      const schemaTo = await latestMigration(db);
      if (schemaTo !== manifest.schemaVersion) log(`Migrated from ${manifest.schemaVersion} to ${schemaTo}.`);
      return {
        manifest,
        files: manifest.files.length,
        bytes: totalBytes(manifest),
        schemaFrom: manifest.schemaVersion,
        schemaTo,
      };
    } finally {
      await db.destroy();
    }
  } catch (error) {
    // The target was empty: leave it empty again rather than half restored.
    if (touched && contents.length === 0) await clearTarget(target, staging).catch(() => undefined);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Empties the data folder (all but the staging folder) and, on PostgreSQL, drops every table. */
async function clearTarget(target: DataConfig, keep: string) {
  for (const entry of await readdir(target.dataDir)) {
    const full = path.join(target.dataDir, entry);
    if (full !== keep) await rm(full, { recursive: true, force: true });
  }
  if (target.database.kind === 'postgres') {
    const db = createDb(target.database, { onLostConnection: () => {} });
    try {
      await dropAllTables(db);
    } finally {
      await db.destroy();
    }
  }
}

/** The snapshot becomes the database; its row counts are checked once more where it now lives. */
async function placeDatabase(checked: CheckedArchive, target: DataConfig, replace: boolean) {
  if (target.database.kind === 'sqlite') {
    await rename(checked.databaseFile, target.database.file);
  } else {
    await restorePostgres(target.database.url, checked.databaseFile, { replace });
  }
  const db = createDb(target.database, { onLostConnection: () => {} });
  try {
    const problems = countProblems(checked.manifest.rowCounts, await countRows(db));
    if (problems.length > 0) throw new BackupCheckError(problems);
  } finally {
    await db.destroy();
  }
}

/** Every file into the configured store, then read back through it and hashed again. */
async function placeFiles(checked: CheckedArchive, target: DataConfig) {
  const store = await createFileStore(target.fileStore);
  try {
    await placeAndCheck(checked, store);
  } finally {
    await store.close();
  }
}

async function placeAndCheck(checked: CheckedArchive, store: FileStore) {
  for (const file of checked.manifest.files) {
    await store.put(file.key, checked.files.get(file.key)!, file.mimeType);
  }
  const problems: string[] = [];
  for (const file of checked.manifest.files) {
    const back = await hashEntry((await store.read(file.key)) as AsyncIterable<Buffer>);
    if (back.size !== file.size || back.sha256 !== file.sha256)
      problems.push(`file ${file.key} reads back differently`);
  }
  if (problems.length > 0) throw new BackupCheckError(problems);
}
