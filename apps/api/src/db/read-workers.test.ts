import { sql } from 'kysely';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database';

/** How many notes the database holds, read as the app reads (outside a transaction: a read thread). */
const countNotes = async (db: Db) =>
  Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]!.n);

/** A read that keeps SQLite busy for a while: a recursive count to `n`. */
const longRead = (db: Db, n: number) =>
  sql<{
    total: number;
  }>`with recursive k(i) as (select 1 union all select i + 1 from k where i < ${n}) select sum(i) as total from k`.execute(
    db,
  );

describe('SQLite reads on read threads (SQLITE_READ_WORKERS)', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-readers-'));
    db = createDb({ kind: 'sqlite', file: path.join(dir, 'school.db'), readWorkers: 1 });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads outside a transaction without waiting for it, and sees its writes once committed', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('yarim')`.execute(trx);
      // Inside, the transaction's own read sees its uncommitted write (the server's connection).
      expect(await countNotes(trx)).toBe(1);
      await released;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // On one connection this read would wait for the transaction's end; on a read thread it answers
    // now, with what is committed.
    expect(await countNotes(db)).toBe(0);
    release();
    await transaction;
    expect(await countNotes(db)).toBe(1);
  });

  it('sees a write answered a moment ago, every time', async () => {
    for (let k = 1; k <= 50; k += 1) {
      await db
        .insertInto('notes' as never)
        .values({ body: `eslatma ${k}` } as never)
        .execute();
      expect(await countNotes(db)).toBe(k);
    }
  });

  it('keeps the event loop turning while a long read runs', async () => {
    const started = performance.now();
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    const { rows } = await longRead(db, 3_000_000);
    clearInterval(ticker);
    expect(Number(rows[0]!.total)).toBe((3_000_000 * 3_000_001) / 2);
    const took = performance.now() - started;
    // The read took a good while; the loop never stopped for more than a fraction of it.
    expect(took).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 3);
  });

  it("gives SQLite's error of a read to its caller, and goes on reading", async () => {
    await expect(sql`select * from missing_table`.execute(db)).rejects.toThrow(/no such table: missing_table/);
    expect(await countNotes(db)).toBe(0);
  });

  it('lets a script that reads and closes end by itself, and not before its read is answered', async () => {
    // An idle thread must not hold the process open, and a read owed must: a tool (seed, restore)
    // whose last await is a read or the close would otherwise end early or never.
    const script = path.join(dir, 'script.mts');
    const database = pathToFileURL(path.join(import.meta.dirname, 'database.ts')).href;
    await writeFile(
      script,
      `import { createDb } from ${JSON.stringify(database)};
const db = createDb({ kind: 'sqlite', file: ${JSON.stringify(path.join(dir, 'school.db'))}, readWorkers: 1 });
const rows = await db.selectFrom('notes').select((eb) => eb.fn.countAll().as('n')).execute();
await db.destroy();
console.log('read', rows[0].n);`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('read 0');
  });
});
