/**
 * Failed attempts (wrong passwords) per key, with growing delays: a few mistakes are free, then
 * each further failure locks the key a little longer, up to a ceiling; a success clears it.
 * Keys are chosen by the caller: an account, a device cookie (plugins/sign-in-guard.ts), or a user + address.
 */
export interface FailureState {
  failures: number;
  /** Epoch milliseconds until which the key is locked; 0 when it is not. */
  lockedUntil: number;
}

export interface FailurePolicy {
  /** Failures allowed before the first delay. */
  free: number;
  /** The first delay; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key is forgotten this long after its last failure. */
  forgetAfterMs: number;
}

export const SIGN_IN_POLICY: FailurePolicy = {
  free: 5,
  firstDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
};

export function lockAfter(failures: number, policy: FailurePolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.free));
}

/** What `take` answers: whether the attempt may go ahead, and the key's state after it. */
export interface FailureAttempt {
  allowed: boolean;
  state: FailureState;
}

/** Where the counts live: this process (default) or Redis, shared by every instance. */
export interface FailureStore {
  read(key: string, now: number): Promise<FailureState | undefined>;
  /** Records one failure and answers the key's new state. */
  add(key: string, now: number, policy: FailurePolicy): Promise<FailureState>;
  /**
   * In one step: refused while the key is locked (nothing counted), otherwise counted as a
   * failure before the password is checked, so attempts racing in parallel (from many
   * addresses or instances) cannot all slip through before the first failure is written.
   */
  take(key: string, now: number, policy: FailurePolicy): Promise<FailureAttempt>;
  clear(key: string): Promise<void>;
}

/** Counts in memory, bounded so a flood of made-up keys cannot grow it without end. */
export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, FailureState & { forgetAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async read(key: string, now: number): Promise<FailureState | undefined> {
    return this.current(key, now);
  }

  async add(key: string, now: number, policy: FailurePolicy): Promise<FailureState> {
    return this.count(key, now, policy);
  }

  // Synchronous from read to write, so two takes of one key never interleave.
  async take(key: string, now: number, policy: FailurePolicy): Promise<FailureAttempt> {
    const state = this.current(key, now);
    if (state && state.lockedUntil > now) return { allowed: false, state };
    return { allowed: true, state: this.count(key, now, policy) };
  }

  private current(key: string, now: number): FailureState | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.forgetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private count(key: string, now: number, policy: FailurePolicy): FailureState {
    const failures = (this.current(key, now)?.failures ?? 0) + 1;
    const delay = lockAfter(failures, policy);
    const entry = { failures, lockedUntil: delay ? now + delay : 0, forgetAt: now + policy.forgetAfterMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
