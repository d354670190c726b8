import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Kysely's own record of applied migrations (its default table name). */
const MIGRATION_TABLE = 'kysely_migration';

/** Every table of the database, Kysely's migration tables included, by name. */
export async function listTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables
    .filter((table) => !table.isView)
    .map((table) => table.name)
    .sort();
}

/** Rows per table: what a restore must find again. */
export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The last migration applied; null for a database no migration has touched. */
export async function latestMigration(db: Kysely<Database>): Promise<string | null> {
  if (!(await listTables(db)).includes(MIGRATION_TABLE)) return null;
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)} order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}

/** Drops every table (PostgreSQL, `restore --force`): the dump then recreates them all. */
export async function dropAllTables(db: Kysely<Database>): Promise<void> {
  for (const table of await listTables(db)) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
