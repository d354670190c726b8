import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers to signed-in reads, kept per user and URL until anything is written.
 *
 * A school reads far more than it writes (a class opening its tasks at once, a dashboard opened
 * again and again), and every read of a list or a figure costs the database and the serializer
 * the same work each time. So the JSON answer to a GET whose route asks for it (`config:
 * { readCache: true }`, the rule in docs/architecture.md §8) is kept, keyed by who asked, what and
 * in which language; any request that may write (any other method) makes every kept answer stale, at its
 * start and again at its end, so an answer read before a write committed is never served after
 * it. A kept answer also ages out after `maxAgeMs` (its signed file links live an hour).
 *
 * One process sees every write only when it is the only instance: with SQLite (one machine), or
 * when the instances tell each other through Redis (`shareWrites`). Otherwise it stays off.
 */
export interface ReadCacheOptions {
  maxAgeMs: number;
  /** How many answers to keep at most (the oldest go first). */
  maxEntries?: number;
  /** Answers larger than this are not kept. */
  maxBytes?: number;
  /** Tells the other instances about a write and hears theirs; null when this is the only instance. */
  shareWrites?: WriteChannel | null;
}

/** How instances tell each other that something was written (Redis publish/subscribe). */
export interface WriteChannel {
  publish(): void;
  /** `onWrite` for every other instance's write; `onGap` when messages may have been missed. */
  subscribe(onWrite: () => void, onGap: () => void): void;
  /** False while messages cannot be trusted to arrive (the link is down): nothing is served then. */
  healthy(): boolean;
}

export interface Entry {
  body: string;
  contentType: string;
  storedAt: number;
  /** The body as bytes and its compressed copies, made the first time a fast-lane answer needs them. */
  encoded?: { identity?: Buffer; br?: Buffer; gzip?: Buffer };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET's answers (per user, language and URL, until anything is written). Only for a
     * route whose answer depends on nothing else and that is read often (docs/architecture.md §8).
     */
    readCache?: true;
  }
  interface FastifyRequest {
    /** The generation the read started in, when its answer may be kept. */
    readCacheGeneration?: number;
    readCacheKey?: string;
    readCacheHit?: boolean;
  }
  interface FastifyInstance {
    /** Forgets every kept answer (something changed outside a request: the file sweep, a backup restore). */
    forgetReads(): void;
    /** Counts of the read cache, for tests and the benchmark. */
    readCacheStats(): { hits: number; misses: number; entries: number };
    /**
     * A value read for a request (the signed-in account), kept under the same rule as the answers:
     * until anything is written. Computed afresh whenever the cache is off.
     */
    rememberRead<T>(key: string, compute: () => Promise<T>): Promise<T>;
    /** A kept answer (by its key: keyOfRead) or remembered value still fresh, without touching the counts' misses. */
    keptRead(key: string): Entry | undefined;
    keptValue<T>(key: string): T | undefined;
  }
}

const READS = new Set(['GET', 'HEAD']);

/** A kept answer's key: who asked, in which language, for which URL. */
export const keyOfRead = (userId: string, language: string, url: string) => `${userId}\u0000${language}\u0000${url}`;

export default fp(
  async function readCache(app: FastifyInstance, options: ReadCacheOptions) {
    const maxEntries = options.maxEntries ?? 5_000;
    const maxBytes = options.maxBytes ?? 256 * 1024;
    const entries = new Map<string, Entry>();
    let generation = 0;
    let hits = 0;
    let misses = 0;
    const values = new Map<string, { value: unknown; storedAt: number }>();
    const forget = () => {
      generation += 1;
      entries.clear();
      values.clear();
    };
    app.decorate('forgetReads', forget);
    app.decorate('readCacheStats', () => ({ hits, misses, entries: entries.size }));
    const channel = options.shareWrites ?? null;
    channel?.subscribe(forget, forget);
    const usable = () => options.maxAgeMs > 0 && (channel?.healthy() ?? true);

    /** The item kept under `key` while it is fresh; a stale one is dropped. */
    const fresh = <V extends { storedAt: number }>(kept: Map<string, V>, key: string): V | undefined => {
      const item = kept.get(key);
      if (item && Date.now() - item.storedAt < options.maxAgeMs) return item;
      if (item) kept.delete(key);
      return undefined;
    };
    const keptRead = (key: string) => {
      if (!usable()) return undefined;
      const kept = fresh(entries, key);
      if (kept) hits += 1;
      return kept;
    };
    app.decorate('keptRead', keptRead);
    app.decorate('keptValue', <T>(key: string) =>
      usable() ? (fresh(values, key)?.value as T | undefined) : undefined,
    );

    app.decorate('rememberRead', async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      if (!usable()) return compute();
      const kept = fresh(values, key);
      if (kept) return kept.value as T;
      const started = generation;
      const value = await compute();
      if (started === generation) {
        if (values.size >= maxEntries) values.delete(values.keys().next().value!);
        values.set(key, { value, storedAt: Date.now() });
      }
      return value;
    });

    const keyOf = (request: FastifyRequest) => keyOfRead(request.account.id, request.language, request.url);

    app.addHook('onRequest', async (request) => {
      // A write makes every kept answer stale as it starts, so no read running beside it is kept.
      if (!READS.has(request.method)) forget();
    });

    // After the route's own guards (onRequest), so the signed-in account is known, and before the
    // query is validated: a kept answer was to a valid query (a refusal is never kept).
    app.addHook('preValidation', async (request, reply) => {
      if (!READS.has(request.method) || !request.account || !request.routeOptions.config.readCache || !usable()) return;
      const key = keyOf(request);
      const kept = keptRead(key);
      if (kept) {
        request.readCacheHit = true;
        return reply.header('content-type', kept.contentType).send(kept.body);
      }
      misses += 1;
      request.readCacheKey = key;
      request.readCacheGeneration = generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.readCacheHit || request.readCacheKey === undefined) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      // Only a whole JSON answer of a read that saw no write meanwhile.
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        payload.length <= maxBytes &&
        contentType.startsWith('application/json') &&
        request.readCacheGeneration === generation
      ) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(request.readCacheKey, { body: payload, contentType, storedAt: Date.now() });
      }
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      if (READS.has(request.method)) return;
      // And again once the write has committed, here and on every other instance.
      forget();
      channel?.publish();
    });
  },
  { name: 'read-cache', dependencies: ['auth', 'language'] },
);
