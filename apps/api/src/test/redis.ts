import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { it } from 'vitest';

/** The Redis the tests use: TEST_REDIS_URL, else the one CI machines run on 127.0.0.1:6379. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers; when not, the caller skips and prints `why`. */
export async function probeRedis(): Promise<{ ok: true } | { ok: false; why: string }> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return { ok: true };
  } catch (error) {
    return { ok: false, why: `no Redis answers at ${TEST_REDIS_URL} (${(error as Error).message})` };
  } finally {
    client.disconnect();
  }
}

/**
 * Whether tests that need a service can run: `why` is null when it answers. Off CI they are
 * skipped with a warning; under CI=true a missing service is a failed test instead, so a machine
 * where Redis (or PostgreSQL) does not answer cannot pass CI having tested nothing of it.
 */
export function canRun(what: string, why: string | null): boolean {
  if (why === null) return true;
  if (process.env.CI === 'true') {
    // A failing test in the file's place: the file's other tests still run and report.
    it(`${what}: its services answer`, () => {
      throw new Error(`${what} cannot run under CI=true: ${why}`);
    });
  } else console.warn(`Skipping ${what}: ${why}`);
  return false;
}

/** Whether the tests of `what`, which need the test Redis, can run (see canRun). */
export async function canRunWithRedis(what: string): Promise<boolean> {
  const redis = await probeRedis();
  return canRun(what, redis.ok ? null : redis.why);
}

/** A key prefix of this test's own, so runs sharing one Redis never count each other's attempts. */
export const testKeyPrefix = () => `sinfxona-test:${randomBytes(5).toString('hex')}:`;

/** Deletes every key under `prefix`. */
export async function dropKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0 });
  try {
    const keys: string[] = [];
    for await (const batch of client.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/**
 * A TCP relay in front of the test Redis that can be cut and restored, so a test can take Redis
 * away from one app (as a network fault or a Redis restart would) while others keep using it.
 */
export async function cuttableRedis(): Promise<{
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}> {
  const target = new URL(TEST_REDIS_URL);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      relay.listen(port, '127.0.0.1', () => resolve((relay.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  const url = new URL(TEST_REDIS_URL);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (relay.listening) await new Promise((resolve) => relay.close(resolve));
  };
  return { url: url.toString(), cut: stop, restore: async () => void (await listen(port)), close: stop };
}
