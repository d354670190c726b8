import { sql } from 'kysely';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../test/until';
import { createDb } from './database';

describe('WAL checkpoints on a worker thread', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-checkpoint-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('moves committed pages into the database file while commits never checkpoint themselves', async () => {
    const file = path.join(dir, 'school.db');
    const db = createDb({ kind: 'sqlite', file });
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(0);

    await sql`create table pages (id integer primary key, body blob not null)`.execute(db);
    const page = 'x'.repeat(4096);
    for (let id = 1; id <= 1500; id += 1) {
      await sql`insert into pages (id, body) values (${id}, ${page})`.execute(db);
    }
    // 1,500 pages of 4 KB are past SQLite's own checkpoint mark (1,000 pages) — which is off here,
    // so only the worker can have copied them into the database file.
    await until(async () => (await stat(file)).size > 1500 * 4096, 10_000, 50);

    await db.destroy();
    // The worker's last checkpoint and the server's close leave a database that reads back whole.
    const reopened = createDb({ kind: 'sqlite', file });
    const count = await sql<{ n: number }>`select count(*) as n from pages`.execute(reopened);
    expect(count.rows[0]?.n).toBe(1500);
    await reopened.destroy();
  });
});
