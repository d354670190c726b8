import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { statementName } from './prepared';

/**
 * The pool Kysely reads PostgreSQL through, with the app's hot queries (those built once by
 * db/prepared.ts) sent as named prepared statements: each connection parses and analyses such a
 * query once instead of on every request, and PostgreSQL may keep its plan. Every other query
 * goes through unchanged.
 */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        query(text: unknown, parameters?: ReadonlyArray<unknown>) {
          const name = typeof text === 'string' ? statementName(text) : undefined;
          if (name && parameters) return client.query({ name, text: text as string, values: [...parameters] });
          return client.query(text as string, parameters as unknown[]);
        },
        release: () => client.release(),
      } as unknown as PostgresPoolClient;
    },
  };
}
