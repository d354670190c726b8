import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './database';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the server's PostgreSQL pool", () => {
  // pg closes a connection idle for 10 s unless told otherwise; the next read then pays a new
  // backend and the preparing again of its statements.
  it('keeps its connections through a quiet spell longer than pg closes idle ones after', async () => {
    const db = createDb({ kind: 'postgres', url: url! });
    try {
      const backends = async () => {
        const runs = await Promise.all(
          Array.from({ length: 4 }, () =>
            sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db),
          ),
        );
        return new Set(runs.map((run) => run.rows[0]!.pid));
      };
      const before = await backends();
      expect(before.size).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      const after = await backends();
      expect([...after].sort()).toEqual([...before].sort());
    } finally {
      await db.destroy();
    }
  }, 20_000);
});
