import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { ReadWorkers } from './read-workers';
import { RoutedConnection } from './routed-connection';
import type { WalCheckpointer } from './wal-checkpointer';

/**
 * Commits made durable off the event loop. SQLite runs with `synchronous = NORMAL`: a commit
 * writes its pages to the WAL without waiting for the disk. Before the query that wrote (or the
 * transaction) resolves, the WAL file is fsynced on libuv's thread pool, which is what
 * `synchronous = FULL` does inside the commit, on the event loop, a few milliseconds per write
 * (tens at worst) with every request waiting. So nothing is answered before it is on disk:
 * either its frames are in the synced WAL, or a checkpoint (which syncs the WAL and the database
 * under NORMAL as under FULL) has already moved them into the database file.
 *
 * Commits that come while a sync runs share the next one (group commit).
 */
class WalSync {
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;
  #folderSynced = false;

  constructor(
    private readonly databaseFile: string,
    private readonly syncFile: (target: string) => Promise<void>,
  ) {}

  /** Resolves once every commit made before the call is on disk. */
  sync(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#syncNow().finally(() => (this.#running = null));
      return this.#running;
    }
    // A sync already under way may have started before this commit: wait for the next one.
    this.#queued ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.sync();
      });
    return this.#queued;
  }

  async #syncNow(): Promise<void> {
    await this.syncFile(`${this.databaseFile}-wal`);
    // The WAL's entry in its folder, once: SQLite keeps the file from then on while it is open.
    if (!this.#folderSynced) {
      await this.syncFile(path.dirname(this.databaseFile));
      this.#folderSynced = true;
    }
  }
}

/** fsync of a file's data (or of a folder's entries) through the thread pool. */
async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** How many compiled statements a connection keeps (the server's and each read thread's). */
export const STATEMENTS_KEPT = 2000;

/** What Kysely's driver calls on a prepared statement. */
interface StatementLike {
  readonly reader: boolean;
  /** A reader's row from an array of its columns (absent: better-sqlite3 makes its own objects). */
  toObject?: (row: unknown[]) => unknown;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

/**
 * A statement that reads, answering its rows as arrays and making them objects in JavaScript:
 * better-sqlite3 builds each row object through V8's C++ API, a property at a time, which cost a
 * third of a wide list's query (a pupil's 60 tasks of 38 columns: 907 → 608 µs). The object
 * literal is compiled once per statement from its column names, so every row gets the same
 * shape; a later column of the same name wins, as in better-sqlite3's own objects.
 */
function readerWithArrayRows(statement: SQLite.Statement): StatementLike {
  const names = statement.columns().map((column) => column.name);
  // A column named __proto__ would set the prototype in a literal: keep better-sqlite3's objects.
  if (names.includes('__proto__')) return statement;
  // The names are the SQL's own columns, quoted by JSON.stringify.
  const toObject = new Function(
    'row',
    `return { ${names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`).join(', ')} };`,
  ) as (row: unknown[]) => unknown;
  const rows = statement.raw(true);
  return {
    reader: true,
    toObject,
    all: (parameters) => (rows.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => rows.run(parameters),
    *iterate(parameters) {
      for (const row of rows.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(row);
    },
  };
}

/**
 * What Kysely's driver calls on the database: statements come from a cache, and whether any
 * statement that writes ran is noted for the driver to make durable.
 */
class StatementSource {
  /** A statement that may write ran since the driver last asked. */
  wrote = false;
  readonly #statements = new Map<string, { statement: StatementLike; writes: boolean }>();

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly limit = STATEMENTS_KEPT,
  ) {}

  close() {
    this.sqlite.close();
  }

  /**
   * better-sqlite3 compiles a statement on every prepare(); Kysely prepares each query it runs.
   * The app runs a small set of distinct SQL texts, so each is compiled once and reused (bounded:
   * when full, the oldest goes, for the few texts that vary with an IN list's length).
   */
  prepare(sql: string): StatementLike {
    const cached = this.#entry(sql);
    if (cached.writes) this.wrote = true;
    return cached.statement;
  }

  /**
   * How a row of `sql` is made from its columns when the statement only reads (a SELECT or a
   * WITH … SELECT, nothing written, not a pragma): such a statement may run on a read thread.
   * Null for anything else.
   */
  readShape(sql: string): ((row: unknown[]) => unknown) | null {
    if (!/^\s*(select|with)\b/i.test(sql)) return null;
    const { statement, writes } = this.#entry(sql);
    return writes ? null : (statement.toObject ?? null);
  }

  /** The statement of `sql`, compiled once (and whether it may write). */
  #entry(sql: string): { statement: StatementLike; writes: boolean } {
    let cached = this.#statements.get(sql);
    if (!cached) {
      const statement = this.sqlite.prepare(sql);
      // `readonly`, not `reader`: an INSERT or UPDATE … RETURNING answers rows and still writes.
      cached = {
        statement: statement.reader ? readerWithArrayRows(statement) : statement,
        writes: !statement.readonly,
      };
      if (this.#statements.size >= this.limit) this.#statements.delete(this.#statements.keys().next().value!);
      this.#statements.set(sql, cached);
    }
    return cached;
  }
}

/**
 * better-sqlite3 answers synchronously. Left as it is, a burst of requests runs query after query
 * in one turn of the event loop while timers and new connections wait; yielding before each query
 * lets the loop turn, so every request's queries interleave fairly with everyone else's. A query
 * or transaction that wrote resolves only once its commit is on disk (WalSync); the connection is
 * free for others meanwhile.
 */
class FairSqliteDriver extends SqliteDriver {
  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    private readonly source: StatementSource,
    private readonly walSync: WalSync,
    private readonly startCheckpointer?: () => WalCheckpointer,
    private readonly startReaders?: () => ReadWorkers,
  ) {
    super(config);
  }

  #checkpointer: WalCheckpointer | undefined;
  #readers: ReadWorkers | undefined;

  override async init(): Promise<void> {
    await super.init();
    this.#checkpointer = this.startCheckpointer?.();
    this.#readers = this.startReaders?.();
  }

  override async destroy(): Promise<void> {
    await this.#readers?.close();
    await this.#checkpointer?.close();
    await super.destroy();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.#readers) return new RoutedConnection(this, this.#readers, (sql) => this.source.readShape(sql));
    return this.lockMain();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof RoutedConnection) await connection.hold();
    await super.beginTransaction(connection);
  }

  // Kysely passes the connection it acquired, though SqliteDriver's signature leaves it out.
  override async releaseConnection(...args: unknown[]): Promise<void> {
    const [connection] = args;
    if (connection instanceof RoutedConnection) return connection.letGo();
    return this.unlockMain();
  }

  /** The server's one connection, for the caller alone until `unlockMain`. */
  lockMain(): Promise<DatabaseConnection> {
    return super.acquireConnection();
  }

  /** Lets the next caller have the connection; resolves once what it wrote is on disk. */
  async unlockMain(): Promise<void> {
    const wrote = this.source.wrote;
    this.source.wrote = false;
    await super.releaseConnection();
    if (wrote) await this.walSync.sync();
  }
}

class FairSqliteDialect extends SqliteDialect {
  constructor(
    private readonly source: StatementSource,
    private readonly walSync: WalSync,
    private readonly startCheckpointer?: () => WalCheckpointer,
    private readonly startReaders?: () => ReadWorkers,
  ) {
    super({ database: source as unknown as SQLite.Database });
  }

  override createDriver(): Driver {
    const database = this.source as unknown as SQLite.Database;
    return new FairSqliteDriver({ database }, this.source, this.walSync, this.startCheckpointer, this.startReaders);
  }
}

/**
 * The server's SQLite dialect over an open database in WAL mode with `synchronous = NORMAL`;
 * `syncFile` is how a file is flushed to disk (tests watch it). `startCheckpointer` and
 * `startReaders`, when given, start with the first query and are closed with the database.
 */
export function durableSqliteDialect(
  sqlite: SQLite.Database,
  file: string,
  syncFile: (target: string) => Promise<void> = syncPath,
  startCheckpointer?: () => WalCheckpointer,
  startReaders?: () => ReadWorkers,
): SqliteDialect {
  return new FairSqliteDialect(
    new StatementSource(sqlite),
    new WalSync(file, syncFile),
    startCheckpointer,
    startReaders,
  );
}
