import {
  MemoryFailureStore,
  type FailureAttempt,
  type FailurePolicy,
  type FailureState,
  type FailureStore,
} from './failure-counter';
import type { RedisLink } from './redis';

/**
 * One failure, counted atomically so two instances failing the same key at once both count:
 * the count goes up, the lock follows `lockAfter` (failure-counter.ts), and the key is forgotten
 * `forgetAfterMs` after its last failure.
 */
const ADD_FAILURE = `
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local now, free, first, ceiling, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local locked = 0
if failures >= free then locked = now + math.min(ceiling, first * 2 ^ (failures - free)) end
redis.call('HSET', KEYS[1], 'lockedUntil', string.format('%.0f', locked))
redis.call('PEXPIRE', KEYS[1], forget)
return {failures, string.format('%.0f', locked)}
`;

/** ADD_FAILURE unless the key is locked now: then nothing changes and the answer starts with 0. */
const TAKE_ATTEMPT = `
local lockedNow = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
if lockedNow > tonumber(ARGV[1]) then
  return {0, tonumber(redis.call('HGET', KEYS[1], 'failures') or '0'), string.format('%.0f', lockedNow)}
end
${ADD_FAILURE.replace('return {failures', 'return {1, failures')}
`;

type FailureCommands = {
  addFailure(key: string, ...args: number[]): Promise<[number, string]>;
  takeAttempt(key: string, ...args: number[]): Promise<[number, number, string]>;
};

/** Failed attempts kept in Redis, so every instance sees the same count for an e-mail and address. */
export class RedisFailureStore implements FailureStore {
  constructor(private readonly redis: RedisLink) {
    redis.client.defineCommand('addFailure', { numberOfKeys: 1, lua: ADD_FAILURE });
    redis.client.defineCommand('takeAttempt', { numberOfKeys: 1, lua: TAKE_ATTEMPT });
  }

  private policyArgs(now: number, policy: FailurePolicy) {
    return [now, policy.free, policy.firstDelayMs, policy.maxDelayMs, policy.forgetAfterMs];
  }

  private keyOf(key: string) {
    return `failures:${key}`;
  }

  async read(key: string): Promise<FailureState | undefined> {
    const fields = await this.redis.client.hgetall(this.keyOf(key));
    if (!fields.failures) return undefined;
    return { failures: Number(fields.failures), lockedUntil: Number(fields.lockedUntil ?? 0) };
  }

  async add(key: string, now: number, policy: FailurePolicy): Promise<FailureState> {
    const client = this.redis.client as unknown as FailureCommands;
    const [failures, lockedUntil] = await client.addFailure(this.keyOf(key), ...this.policyArgs(now, policy));
    return { failures, lockedUntil: Number(lockedUntil) };
  }

  async take(key: string, now: number, policy: FailurePolicy): Promise<FailureAttempt> {
    const client = this.redis.client as unknown as FailureCommands;
    const [allowed, failures, lockedUntil] = await client.takeAttempt(this.keyOf(key), ...this.policyArgs(now, policy));
    return { allowed: allowed === 1, state: { failures, lockedUntil: Number(lockedUntil) } };
  }

  async clear(key: string): Promise<void> {
    await this.redis.client.del(this.keyOf(key));
  }
}

/** Redis while it answers; this instance's own counts while it does not (logged once by RedisLink). */
export class SharedFailureStore implements FailureStore {
  private readonly shared: RedisFailureStore;
  private readonly local = new MemoryFailureStore();

  constructor(private readonly redis: RedisLink) {
    this.shared = new RedisFailureStore(redis);
  }

  read(key: string, now: number) {
    return this.redis.withFallback(
      () => this.shared.read(key),
      () => this.local.read(key, now),
    );
  }

  add(key: string, now: number, policy: FailurePolicy) {
    return this.redis.withFallback(
      () => this.shared.add(key, now, policy),
      () => this.local.add(key, now, policy),
    );
  }

  take(key: string, now: number, policy: FailurePolicy) {
    return this.redis.withFallback(
      () => this.shared.take(key, now, policy),
      () => this.local.take(key, now, policy),
    );
  }

  clear(key: string) {
    return this.redis.withFallback(
      () => this.shared.clear(key),
      () => this.local.clear(key),
    );
  }
}
