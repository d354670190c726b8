import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { durableSqliteDialect } from './sqlite-dialect';

/** A database whose file syncs are recorded and held until the test lets them finish. */
function watchedDatabase(dir: string) {
  const file = path.join(dir, 'test.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table notes (id integer primary key, body text not null)');
  const synced: string[] = [];
  const held: (() => void)[] = [];
  const syncFile = (target: string) => {
    synced.push(path.basename(target));
    return new Promise<void>((resolve) => held.push(resolve));
  };
  const db = new Kysely<{ notes: { id: number; body: string } }>({
    dialect: durableSqliteDialect(sqlite, file, syncFile),
  });
  return { db, synced, held };
}

/** Runs `statement` on another connection to the same file, behind the dialect's back, and closes it. */
function writeBehind(dir: string, statement: string) {
  const other = new SQLite(path.join(dir, 'test.db'));
  try {
    other.exec(statement);
  } finally {
    other.close();
  }
}

const walSyncs = (synced: string[]) => synced.filter((name) => name.endsWith('-wal'));

/** Lets every held sync finish, again until none is left (a finished sync may start the next one). */
async function releaseAll(held: (() => void)[]) {
  for (let round = 0; round < 10; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (held.length === 0) return;
    held.splice(0).forEach((resolve) => resolve());
  }
}

describe('durable SQLite commits off the event loop', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-wal-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a write only once the WAL (and, the first time, its folder) is synced', async () => {
    const { db, synced, held } = watchedDatabase(dir);
    let written = false;
    const writing = db
      .insertInto('notes')
      .values({ id: 1, body: 'handed in' })
      .execute()
      .then(() => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first sync of this database also flushes the folder that holds the WAL.
    expect(synced).toEqual(['test.db-wal']);
    expect(written).toBe(false);
    await releaseAll(held);
    await writing;
    expect(written).toBe(true);
    expect(synced).toEqual(['test.db-wal', path.basename(dir)]);
    await db.destroy();
  });

  it('syncs nothing for a read, and once for a transaction', async () => {
    const { db, synced, held } = watchedDatabase(dir);
    await db.selectFrom('notes').selectAll().execute();
    expect(synced).toEqual([]);

    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, body: 'one' }).execute();
      await trx.insertInto('notes').values({ id: 2, body: 'two' }).execute();
    });
    await releaseAll(held);
    await transaction;
    expect(walSyncs(synced)).toEqual(['test.db-wal']);
    await db.destroy();
  });

  it('makes a write that answers rows (UPDATE … RETURNING) durable before it resolves', async () => {
    const { db, synced, held } = watchedDatabase(dir);
    writeBehind(dir, "insert into notes (id, body) values (1, 'draft')");
    let written = false;
    const updating = db
      .updateTable('notes')
      .set({ body: 'graded' })
      .where('id', '=', 1)
      .returning(['id', 'body'])
      .execute()
      .then((rows) => {
        written = true;
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(walSyncs(synced)).toEqual(['test.db-wal']);
    expect(written).toBe(false);
    await releaseAll(held);
    expect(await updating).toEqual([{ id: 1, body: 'graded' }]);
    await db.destroy();
  });

  it('answers rows as objects of their columns, streamed or not, a repeated name taking the later value', async () => {
    const { db, held } = watchedDatabase(dir);
    const inserting = db
      .insertInto('notes')
      .values([
        { id: 1, body: 'one' },
        { id: 2, body: 'two' },
      ])
      .execute();
    await releaseAll(held);
    await inserting;
    const joined = await sql<{
      id: number;
      body: string;
    }>`select a.id, a.body, b.body from notes a join notes b on b.id = 3 - a.id order by a.id`.execute(db);
    expect(joined.rows).toEqual([
      { id: 1, body: 'two' },
      { id: 2, body: 'one' },
    ]);
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('notes').select(['id', 'body']).orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    await db.destroy();
  });

  it('lets writes that come during a sync share the next one', async () => {
    const { db, synced, held } = watchedDatabase(dir);
    const writes = Array.from({ length: 8 }, (_, i) => db.insertInto('notes').values({ id: i, body: 'x' }).execute());
    await releaseAll(held);
    await Promise.all(writes);
    // The first write's sync, then one more for all the writes that committed while it ran.
    expect(walSyncs(synced)).toEqual(['test.db-wal', 'test.db-wal']);
    expect((await db.selectFrom('notes').select('id').execute()).length).toBe(8);
    await db.destroy();
  });
});
