import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** What a placeholder value is made of: it cannot be a real value the app binds. */
const MARK = '\u0000param:';

/**
 * A name for each SQL text built here: PostgreSQL keeps these prepared on each connection
 * (db/postgres-statements.ts). Bounded by the app's queries and their shapes.
 */
const statementNames = new Map<string, string>();
export const statementName = (sqlText: string): string | undefined => statementNames.get(sqlText);

interface Compiled {
  query: CompiledQuery;
  /** For each bound parameter: the name of the caller's value it stands for, or null for a constant. */
  slots: (string | null)[];
}

/**
 * A query built and compiled once per database (and per `shape`, for queries whose SQL depends on
 * the input, e.g. a filter given or not), then run with each call's values: the hot reads skip
 * Kysely's building and compiling on every request, and the database driver sees the very same SQL
 * text (a statement cache hit in SQLite, see database.ts).
 *
 * `build` receives placeholders for `values` and must bind each as a plain parameter (`=`, `>`,
 * `limit`, one item of an `in (…)` list whose length is part of the shape): not in `is null` or
 * `sql.lit`. That is checked when the query is first built: every placeholder must come out as
 * a parameter.
 */
export function preparedQuery<V extends Record<string, string | number>, R>(
  build: (db: Kysely<Database>, values: V, shape: string) => Compilable<R>,
) {
  const compiledFor = new WeakMap<Kysely<Database>, Map<string, Compiled>>();

  function compile(db: Kysely<Database>, names: string[], shape: string): Compiled {
    const placeholders = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as unknown as V;
    const query = build(db, placeholders, shape).compile();
    const slots = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK) ? value.slice(MARK.length) : null,
    );
    const missing = names.filter((name) => !slots.includes(name));
    if (missing.length > 0) throw new Error(`preparedQuery: ${missing.join(', ')} not bound as parameters`);
    if (!statementNames.has(query.sql)) statementNames.set(query.sql, `sinfxona_${statementNames.size + 1}`);
    return { query, slots };
  }

  return async function run(db: Kysely<Database>, values: V, shape = ''): Promise<R[]> {
    let byShape = compiledFor.get(db);
    if (!byShape) compiledFor.set(db, (byShape = new Map()));
    let compiled = byShape.get(shape);
    if (!compiled) byShape.set(shape, (compiled = compile(db, Object.keys(values), shape)));
    const { query, slots } = compiled;
    const parameters = query.parameters.map((constant, index) => {
      const name = slots[index];
      return name === null || name === undefined ? constant : values[name];
    });
    const result = await db.executeQuery<R>({ ...query, parameters } as CompiledQuery<R>);
    return result.rows;
  };
}
