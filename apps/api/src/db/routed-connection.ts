import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import type { ReadWorkers } from './read-workers';

/** The server's one SQLite connection, taken for one caller at a time (sqlite-dialect.ts). */
export interface ServerConnection {
  lockMain(): Promise<DatabaseConnection>;
  /** Lets the next caller have it; resolves once what was written is on disk. */
  unlockMain(): Promise<void>;
}

/**
 * The connection a query or a transaction gets when reads have threads of their own: a statement
 * that only reads goes to a read thread and never waits for the server's connection; anything else
 * takes the server's connection for that one statement, and a transaction holds it from `begin`
 * to its end, every statement in it included (reads too: they must see its own writes).
 */
export class RoutedConnection implements DatabaseConnection {
  #held: DatabaseConnection | null = null;

  constructor(
    private readonly server: ServerConnection,
    private readonly readers: ReadWorkers,
    /** How a row of the SQL is made from its columns when it only reads; null when it must go to the server's connection. */
    private readonly readShape: (sql: string) => ((row: unknown[]) => unknown) | null,
  ) {}

  async hold(): Promise<void> {
    this.#held ??= await this.server.lockMain();
  }

  async letGo(): Promise<void> {
    if (!this.#held) return;
    this.#held = null;
    await this.server.unlockMain();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#held) return this.#held.executeQuery<R>(query);
    const toObject = this.readShape(query.sql);
    if (toObject) {
      const rows = await this.readers.all(query.sql, query.parameters);
      return { rows: rows.map(toObject) as R[] };
    }
    const main = await this.server.lockMain();
    try {
      return await main.executeQuery<R>(query);
    } finally {
      await this.server.unlockMain();
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const own = !this.#held;
    const main = this.#held ?? (await this.server.lockMain());
    try {
      yield* main.streamQuery<R>(query, chunkSize);
    } finally {
      if (own) await this.server.unlockMain();
    }
  }
}
