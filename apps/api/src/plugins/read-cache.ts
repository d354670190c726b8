import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { declaredQueryNames, keyOfRead } from './read-cache-keys';

/**
 * Answers to signed-in reads, kept per user and URL until anything is written.
 *
 * A school reads far more than it writes (a class opening its tasks at once, a dashboard opened
 * again and again), and every read of a list or a figure costs the database and the serializer
 * the same work each time. So the JSON answer to a GET whose route asks for it (`config:
 * { readCache: true }`, the rule in docs/architecture.md §8) is kept, keyed by who asked, in which
 * language, and what: the path and the query parameters the route declares (read-cache-keys.ts).
 *
 * A write (POST, PUT, PATCH, DELETE) makes every kept answer stale as its handler starts — after
 * its guards, its validation and the route's own preHandlers, so a refused request forgets
 * nothing — again when its answer is ready (the write committed or failed), when it ends, and if
 * its client hangs up first (then Fastify's onResponse never comes); so an answer read before a
 * write committed is never served after it. An anonymous write (sign-in, sign-up) forgets only
 * when it succeeded: a failed one changed nothing, and what a new account writes is in no answer
 * kept before it. The kept answers are bounded in bytes (`maxSize`: the least recently read go
 * first) and age out after `maxAgeMs` (their signed file links live an hour); aged ones are swept.
 *
 * One process sees every write only when it is the only instance: with SQLite (one machine), or
 * when the instances tell each other through Redis (`shareWrites`). Otherwise it stays off.
 */
export interface ReadCacheOptions {
  maxAgeMs: number;
  /** The bytes of every kept answer and its compressed copies together, at most (the least recently read go first). */
  maxSize?: number;
  /** How many remembered values (signed-in accounts) to keep at most. */
  maxValues?: number;
  /** Answers longer than this (in characters) are not kept. */
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
    /** A write past its guards and validation: by a signed-in user, or anonymous (sign-in, sign-up). */
    readCacheWrite?: 'signed-in' | 'anonymous';
  }
  interface FastifyInstance {
    /** Forgets every kept answer (something changed outside a request: the file sweep, a backup restore). */
    forgetReads(): void;
    /** Counts of the read cache, for tests and the benchmark. */
    readCacheStats(): { hits: number; misses: number; entries: number; bytes: number; maxBytes: number };
    /**
     * A value read for a request (the signed-in account), kept under the same rule as the answers:
     * until anything is written. Computed afresh whenever the cache is off.
     */
    rememberRead<T>(key: string, compute: () => Promise<T>): Promise<T>;
    /** A kept answer (by its key: keyOfRead) or remembered value still fresh, without touching the counts' misses. */
    keptRead(key: string): Entry | undefined;
    /** Counts a kept answer's new compressed copies in the cache's size (the fast lane makes them). */
    keptReadGrew(key: string, entry: Entry): void;
    keptValue<T>(key: string): T | undefined;
  }
}

const READS = new Set(['GET', 'HEAD']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a kept answer costs beside its bytes (its key, the entry, the cache's own bookkeeping), roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

/** A kept answer's size in the cache: its bytes, its compressed copies, its key. */
export function sizeOfEntry(key: string, entry: Entry): number {
  const copies = Object.values(entry.encoded ?? {}).reduce((sum, copy) => sum + copy.length, 0);
  return Buffer.byteLength(entry.body) + copies + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

export default fp(
  async function readCache(app: FastifyInstance, options: ReadCacheOptions) {
    const maxSize = options.maxSize ?? 64 * 1024 * 1024;
    const maxBytes = options.maxBytes ?? 256 * 1024;
    const ttl = Math.max(1, options.maxAgeMs);
    const entries = new LRUCache<string, Entry>({
      maxSize,
      sizeCalculation: (entry, key) => sizeOfEntry(key, entry),
      ttl,
    });
    // A value may be undefined (no such account), which the cache cannot hold bare.
    const values = new LRUCache<string, { value: unknown }>({ max: options.maxValues ?? 5_000, ttl });
    let generation = 0;
    let hits = 0;
    let misses = 0;
    const forget = () => {
      generation += 1;
      entries.clear();
      values.clear();
    };
    const channel = options.shareWrites ?? null;
    /** Forgets here and tells the other instances to forget too. */
    const forgetEverywhere = () => {
      forget();
      channel?.publish();
    };
    app.decorate('forgetReads', forget);
    app.decorate('readCacheStats', () => ({
      hits,
      misses,
      entries: entries.size,
      bytes: entries.calculatedSize,
      maxBytes: maxSize,
    }));
    channel?.subscribe(forget, forget);
    const usable = () => options.maxAgeMs > 0 && (channel?.healthy() ?? true);

    // Aged answers are dropped, not only skipped when read: a URL read once must not stay for ever.
    const sweep = setInterval(
      () => {
        entries.purgeStale();
        values.purgeStale();
      },
      Math.max(1_000, options.maxAgeMs),
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    const keptRead = (key: string) => {
      if (!usable()) return undefined;
      const kept = entries.get(key);
      if (kept) hits += 1;
      return kept;
    };
    app.decorate('keptRead', keptRead);
    app.decorate('keptReadGrew', (key: string, entry: Entry) => {
      // A new object: the cache measures a value again only when it is replaced.
      if (entries.peek(key) === entry) entries.set(key, { ...entry }, { noUpdateTTL: true });
    });
    app.decorate('keptValue', <T>(key: string) => (usable() ? (values.get(key)?.value as T | undefined) : undefined));

    app.decorate('rememberRead', async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      if (!usable()) return compute();
      const kept = values.get(key);
      if (kept) return kept.value as T;
      const started = generation;
      const value = await compute();
      if (started === generation) values.set(key, { value });
      return value;
    });

    /** The query names each route that keeps its answers declares, by its URL pattern. */
    const declaredByRoute = new Map<string, ReadonlySet<string>>();
    /** A write starts: its guards and validation (and the route's own preHandlers) have passed. */
    const writeStarts = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.account) {
        request.readCacheWrite = 'anonymous';
        return;
      }
      request.readCacheWrite = 'signed-in';
      forgetEverywhere();
      // A client that hangs up: Fastify's onResponse never comes, so forget when the socket goes.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) forgetEverywhere();
      });
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.readCache) declaredByRoute.set(route.url, declaredQueryNames(route.schema?.querystring));
      // Last of the route's preHandlers (a rate limit that refuses comes before and forgets nothing).
      if (methods.some((method) => WRITES.has(method)))
        route.preHandler = [...[route.preHandler ?? []].flat(), writeStarts];
    });

    // After the route's own guards (onRequest), so the signed-in account is known, and before the
    // query is validated: a kept answer was to a valid query (a refusal is never kept).
    app.addHook('preValidation', async (request, reply) => {
      if (!READS.has(request.method) || !request.account || !request.routeOptions.config.readCache || !usable()) return;
      const declared = declaredByRoute.get(request.routeOptions.url ?? '') ?? new Set<string>();
      const key = keyOfRead(request.account.id, request.language, request.url, declared);
      if (key === null) return;
      const kept = keptRead(key);
      if (kept) {
        request.readCacheHit = true;
        return reply.header('content-type', kept.contentType).send(kept.body);
      }
      misses += 1;
      request.readCacheKey = key;
      request.readCacheGeneration = generation;
    });

    /** Whether this request's write may have changed what kept answers say. */
    const wrote = (request: FastifyRequest, reply: FastifyReply) =>
      request.readCacheWrite === 'signed-in' || (request.readCacheWrite === 'anonymous' && reply.statusCode < 400);

    app.addHook('onSend', async (request, reply, payload) => {
      // The handler's answer is ready (its write committed or failed): forget again, here and on every
      // other instance. Fastify sends it even to a client that has hung up, so this comes then too.
      if (wrote(request, reply)) forgetEverywhere();
      if (request.readCacheHit || request.readCacheKey === undefined) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      // Only a whole JSON answer of a read that saw no write meanwhile.
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        payload.length <= maxBytes &&
        contentType.startsWith('application/json') &&
        request.readCacheGeneration === generation
      )
        entries.set(request.readCacheKey, { body: payload, contentType });
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      // And once the answer has gone: whatever the route did after its answer was made is seen too.
      if (wrote(request, reply)) forgetEverywhere();
    });
  },
  { name: 'read-cache', dependencies: ['auth', 'language'] },
);
