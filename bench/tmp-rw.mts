import { sql } from 'kysely';
import { createDb, migrateToLatest } from '../apps/api/src/db/database';
import { mkdtempSync } from 'node:fs';
const dir = mkdtempSync('/tmp/rw-');
const file = dir + '/x.db';
const a = createDb({ kind: 'sqlite', file });
await migrateToLatest(a);
const b = createDb({ kind: 'sqlite', file });
await migrateToLatest(b);
await sql`create table t (x integer)`.execute(a);
const n = async (db: typeof a) => (await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]?.n;
console.log('a', await n(a), 'b', await n(b));
for (let i = 0; i < 3; i++) {
  await sql`insert into t values (1)`.execute(a);
  console.log('after insert on a: a', await n(a), 'b', await n(b));
  await sql`insert into t values (1)`.execute(b);
  console.log('after insert on b: a', await n(a), 'b', await n(b));
}
await a.destroy(); await b.destroy();
