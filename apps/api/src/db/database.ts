import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PRIVATE_FILE_MODE, tightenDataDir } from '../storage/private-modes';
import type { Config } from '../config';
import type { Database } from './schema';
import { namedStatementPool } from './postgres-statements';
import { durableSqliteDialect } from './sqlite-dialect';
import { startReadWorkers } from './read-workers';
import { startWalCheckpointer } from './wal-checkpointer';
import { initialSchema } from './migrations/001-initial-schema';
import { classesSchema } from './migrations/002-classes';
import { filePurge } from './migrations/003-file-purge';
import { teachingWorkflow } from './migrations/004-teaching-workflow';
import { readPaths } from './migrations/005-read-paths';
import { classScopedIndexes } from './migrations/006-class-scoped-indexes';
import { taskWorkCounts } from './migrations/007-task-work-counts';
import { rosterNames } from './migrations/008-roster-names';
import { sessions } from './migrations/009-sessions';
import { pageOrderIndexes } from './migrations/010-page-order-indexes';
import { school } from './migrations/011-school';
import { excusals } from './migrations/012-excusals';
import { gradingDesk } from './migrations/014-grading-desk';
import { notifications } from './migrations/013-notifications';
import { notificationDelivery } from './migrations/019-notification-delivery';
import { guardians } from './migrations/020-guardians';
import { guardianDigests } from './migrations/024-guardian-digests';
import { streamComments } from './migrations/025-stream-comments';
import { classStream } from './migrations/021-class-stream';
import { scheduling } from './migrations/022-scheduling';
import { calendarFeeds } from './migrations/023-calendar-feeds';

export type Db = Kysely<Database>;
export type DatabaseKind = Config['database']['kind'];

// COUNT() is a bigint in PostgreSQL; our counts fit a JS number easily.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/**
 * A pooled PostgreSQL connection can drop while idle (a server restart, an administrator's
 * termination). pg reports that as an 'error' event on the pool, which crashes the process when
 * nobody listens; the pool replaces the connection on its own, so it is only reported.
 */
const reportLostConnection = (error: Error) =>
  console.warn(`PostgreSQL: an idle connection was lost (${error.message}); the pool opens a new one`);

/** PostgreSQL connections one instance holds at most (two instances: twice this). */
const PG_POOL_SIZE = 10;

/** How much of the SQLite file is read through memory mapping (address space, not memory). */
const SQLITE_MAP_BYTES = 2 ** 30;

export function createDb(
  database: Config['database'],
  options: { onLostConnection?: (error: Error) => void } = {},
): Db {
  if (database.kind === 'postgres') {
    // Connections are kept once opened (pg closes idle ones after 10 s by default): a fresh one
    // costs a backend's start and the preparing again of every named statement (db/prepared.ts),
    // which made the first read after a quiet spell 10-30 ms instead of 2-5 (npm run bench:day).
    const pool = new pg.Pool({ connectionString: database.url, max: PG_POOL_SIZE, idleTimeoutMillis: 0 });
    pool.on('error', options.onLostConnection ?? reportLostConnection);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementPool(pool) }) });
  }
  // SQLite creates the database 0644 and gives its -wal and -shm the database's own mode: make the
  // file first, private, so all three are (storage/private-modes.ts).
  tightenDataDir(path.dirname(database.file));
  closeSync(openSync(database.file, 'a', PRIVATE_FILE_MODE));
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Every commit is still on disk before the answer goes out, so a power cut loses no work a
  // student was told was handed in (docs/deploying.md): NORMAL leaves the commit's fsync to the
  // dialect, which runs it off the event loop before the query resolves (sqlite-dialect.ts).
  sqlite.pragma('synchronous = NORMAL');
  // Checkpoints run on a worker thread, never inside a request's commit (wal-checkpointer.ts).
  sqlite.pragma('wal_autocheckpoint = 0');
  // Reads come straight from the file's pages in the OS cache instead of being copied into SQLite's
  // own 16 MB cache first, which a school's database (150 MB at 2,000 pupils) outgrows: a computed
  // read cost 2.7 ms of CPU with copies, 1.9 ms mapped (npm run bench:day, cache off). Commits
  // still go through the WAL and its fsync (sqlite-dialect.ts).
  sqlite.pragma(`mmap_size = ${SQLITE_MAP_BYTES}`);
  const readWorkers = database.readWorkers ?? 0;
  const dialect = durableSqliteDialect(
    sqlite,
    database.file,
    undefined,
    () => startWalCheckpointer(database.file),
    readWorkers > 0 ? () => startReadWorkers(database.file, readWorkers, SQLITE_MAP_BYTES) : undefined,
  );
  return new Kysely<Database>({ dialect });
}

const migrationList = {
  '001-initial-schema': initialSchema,
  '002-classes': classesSchema,
  '003-file-purge': filePurge,
  '004-teaching-workflow': teachingWorkflow,
  '005-read-paths': readPaths,
  '006-class-scoped-indexes': classScopedIndexes,
  '007-task-work-counts': taskWorkCounts,
  '008-roster-names': rosterNames,
  '009-sessions': sessions,
  '010-page-order-indexes': pageOrderIndexes,
  '011-school': school,
  '012-excusals': excusals,
  '013-notifications': notifications,
  '014-grading-desk': gradingDesk,
  '019-notification-delivery': notificationDelivery,
  '020-guardians': guardians,
  '024-guardian-digests': guardianDigests,
  '025-stream-comments': streamComments,
  '021-class-stream': classStream,
  '022-scheduling': scheduling,
  '023-calendar-feeds': calendarFeeds,
};
const migrations: MigrationProvider = { getMigrations: async () => migrationList };

/** Every migration this code knows, oldest first: a backup names the last one applied to it. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrationList).sort();

/**
 * A SQLite file opened read-only, with none of the server's settings (no WAL switch, nothing
 * written): how a backup's snapshot is read and checked.
 */
export function openSqliteReadOnly(file: string): Db {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  await runMigrations(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema to one named migration: the upgrade tests start from an older version. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  await runMigrations(db, (migrator) => migrator.migrateTo(name));
}

async function runMigrations(db: Db, run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>) {
  const migrator = new Migrator({ db, provider: migrations });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
