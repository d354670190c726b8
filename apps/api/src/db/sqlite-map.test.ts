import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './database';

describe("the server's SQLite connection", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-map-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the file through a memory map and still sees every commit, checkpointed or not', async () => {
    const file = path.join(dir, 'school.db');
    const db = createDb({ kind: 'sqlite', file });
    const mapped = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(db);
    expect(mapped.rows[0]?.mmap_size).toBe(2 ** 30);

    await sql`create table marks (id integer primary key, score integer not null)`.execute(db);
    for (let id = 1; id <= 300; id += 1) await sql`insert into marks (id, score) values (${id}, ${id % 5})`.execute(db);
    await sql`update marks set score = 5 where id <= 100`.execute(db);
    const sums = await sql<{
      n: number;
      fives: number;
    }>`select count(*) as n, sum(score = 5) as fives from marks`.execute(db);
    expect(sums.rows[0]).toEqual({ n: 300, fives: 100 });
    await db.destroy();

    const reopened = createDb({ kind: 'sqlite', file });
    const again = await sql<{ fives: number }>`select sum(score = 5) as fives from marks`.execute(reopened);
    expect(again.rows[0]?.fives).toBe(100);
    await reopened.destroy();
  });
});
