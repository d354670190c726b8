import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Account } from './auth';
import { declaredQueryNames, keyOfRead } from './read-cache-keys';
import { ForgetLog, schoolTag, scopeTags, TaggedCache, workTag, type Tag } from './read-cache-tags';

/**
 * Answers to signed-in reads, kept per user and URL until a write touches what they show.
 *
 * A school reads far more than it writes (a class opening its tasks at once, a dashboard opened
 * again and again), and every read of a list or a figure costs the database and the serializer
 * the same work each time. So the JSON answer to a GET whose route asks for it (`config:
 * { readCache: true }`, the rule in docs/architecture.md §8) is kept, keyed by who asked, in which
 * language, and what: the path and the query parameters the route declares (read-cache-keys.ts).
 *
 * Each kept answer is tagged with the caller's scope (read-cache-tags.ts): `user:<caller>` and
 * `class:<id>` of every class the caller teaches or is enrolled in. Every read is scoped by those
 * classes, so it shows nothing else. A signed-in write forgets the caller's scope as its handler
 * starts — after its guards, its validation and the route's own preHandlers, so a refused request
 * forgets nothing — and again, with the caller's classes read afresh (joining a class adds one),
 * when its answer is ready (committed or failed), when it ends, and if its client hangs up first
 * (then Fastify's onResponse never comes). Its handler adds what else it touched with
 * `request.forgets()` (a student added to a class: that student). A route whose handler declares
 * exactly what it touched (`config: { forgetsOnlyDeclared: true }`: a grade forgets its class)
 * forgets only that, or the caller's scope if it declared nothing (it failed). Sign-in and sign-up
 * forget nothing: what a new session or account changes is in no kept answer. A read that started
 * before a forget of one of its tags is not kept (ForgetLog). The kept answers are bounded in bytes
 * (`maxSize`: the least recently read go first) and age out after `maxAgeMs` (their signed file
 * links live an hour); aged ones are swept.
 *
 * One process sees every write only when it is the only instance: with SQLite (one machine), or
 * when the instances tell each other the tags through Redis (`shareWrites`). Otherwise it stays off.
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
  /** The ids of the classes the account teaches or is enrolled in now (read afresh at a write's end). */
  classIdsOf: (account: Account) => Promise<readonly string[]>;
}

/** How instances tell each other what was written (Redis publish/subscribe). */
export interface WriteChannel {
  publish(tags: readonly Tag[]): void;
  /** `onWrite` for every other instance's write, with its tags; `onGap` when messages may have been missed. */
  subscribe(onWrite: (tags: readonly Tag[]) => void, onGap: () => void): void;
  /** False while messages cannot be trusted to arrive (the link is down): nothing is served then. */
  healthy(): boolean;
}

export interface Entry {
  /**
   * The answer's bytes (UTF-8), held once: the fast lane writes them as they are, and a kept string
   * beside them would double what each answer costs (a school's working set then outgrew the bound
   * and every read was computed again).
   */
  body: Buffer;
  contentType: string;
  /** Its compressed copies, made the first time a fast-lane answer needs them. */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/** A signed-in write past its guards and validation, and the tags it forgets. */
interface Write {
  tags: Set<Tag>;
  /** The caller's scope when the write started. */
  scope: readonly Tag[];
  /** Forgets only what its handler declares (or `scope` if it declared nothing). */
  onlyDeclared: boolean;
  declared: boolean;
  /** The caller's classes after the write have been added to `tags`. */
  endScopeRead: boolean;
}

declare module './auth' {
  interface Account {
    /** The classes the account teaches or is enrolled in (its read scope), loaded with it. */
    classIds: readonly string[];
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET's answers (per user, language and URL, until a write touches the caller's scope).
     * Only for a route whose answer depends on nothing else and that is read often (docs/architecture.md §8).
     * `classOf` narrows the scope to the caller and the one class the answer shows (a class's roster).
     */
    readCache?: true | { classOf(request: FastifyRequest): string };
    /** This write's handler declares all it touched with `request.forgets()`; the caller's scope is not forgotten. */
    forgetsOnlyDeclared?: true;
  }
  interface FastifyRequest {
    /** The write sequence when the read started (before its account was found). */
    readCacheStarted?: number;
    readCacheKey?: string;
    readCacheTags?: readonly Tag[];
    readCacheHit?: boolean;
    readCacheWrite?: Write;
    /** Answers to other reads this one computed on the way (keepAlso), kept with it. */
    readCacheAlso?: { key: string; body: string }[];
    /**
     * This read also computed the answer to another GET of the same caller (a list's item is its
     * own page): kept beside this answer, under its tags, when this one is kept. That route must keep
     * its answers under the same tags (`readCache: true`) and answer exactly `body()` (its own
     * serializer), and `url` must be its path with no query. `body` runs only when answers are kept.
     */
    keepAlso(url: string, body: () => string): void;
    /** This write touched `tags` too: forgotten now and again when it ends (here and on every instance). */
    forgets(tags: readonly Tag[]): void;
  }
  interface FastifyInstance {
    /** Forgets every kept answer (something changed outside a request: the file sweep, a backup restore). */
    forgetReads(): void;
    /** Forgets the kept answers of these tags, here and on every instance (a scheduled task's time came). */
    forgetReadsOf(tags: readonly Tag[]): void;
    /** Counts of the read cache, for tests and the benchmark. */
    readCacheStats(): {
      hits: number;
      misses: number;
      entries: number;
      bytes: number;
      maxBytes: number;
      /** Tags in the index of kept answers and values. */
      tags: number;
    };
    /**
     * A value read for a request (the signed-in account), kept under the same rule as the answers:
     * until one of `tags` is forgotten. Computed afresh whenever the cache is off; `refresh` reads
     * past the kept value and keeps the new one.
     */
    rememberRead<T>(key: string, tags: readonly Tag[], compute: () => Promise<T>, refresh?: boolean): Promise<T>;
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
  return entry.body.length + copies + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

/** What a write forgets now: what it declared, else (a narrowed route that declared nothing) the caller's scope. */
const tagsOf = (write: Write): Iterable<Tag> => (write.onlyDeclared && !write.declared ? write.scope : write.tags);

export default fp(
  async function readCache(app: FastifyInstance, options: ReadCacheOptions) {
    const maxSize = options.maxSize ?? 256 * 1024 * 1024;
    const maxBytes = options.maxBytes ?? 256 * 1024;
    const ttl = Math.max(1, options.maxAgeMs);
    const entries = new TaggedCache<Entry>({ maxSize, sizeOf: (entry, key) => sizeOfEntry(key, entry), ttl });
    // A value may be undefined (no such account), which the cache cannot hold bare.
    const values = new TaggedCache<{ value: unknown }>({ max: options.maxValues ?? 5_000, ttl });
    const log = new ForgetLog();
    let hits = 0;
    let misses = 0;
    const forgetEverything = () => {
      log.forgetEverything();
      entries.clear();
      values.clear();
    };
    const forget = (tags: Iterable<Tag>) => {
      log.forget(tags);
      entries.forget(tags);
      values.forget(tags);
    };
    const channel = options.shareWrites ?? null;
    /** Forgets here and tells the other instances to forget too. */
    const forgetEverywhere = (tags: Iterable<Tag>) => {
      const list = [...tags];
      if (list.length === 0) return;
      forget(list);
      channel?.publish(list);
    };
    app.decorate('forgetReads', forgetEverything);
    app.decorate('forgetReadsOf', (tags: readonly Tag[]) => forgetEverywhere(tags));
    app.decorate('readCacheStats', () => ({
      hits,
      misses,
      entries: entries.lru.size,
      bytes: entries.lru.calculatedSize,
      maxBytes: maxSize,
      tags: entries.indexedTags + values.indexedTags,
    }));
    channel?.subscribe(forget, forgetEverything);
    const usable = () => options.maxAgeMs > 0 && (channel?.healthy() ?? true);

    // Aged answers are dropped, not only skipped when read: a URL read once must not stay for ever.
    const sweep = setInterval(
      () => {
        entries.lru.purgeStale();
        values.lru.purgeStale();
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
      const kept = entries.peek(key);
      if (kept?.value === entry) entries.set(key, { ...entry }, kept.tags, { noUpdateTTL: true });
    });
    app.decorate('keptValue', <T>(key: string) => (usable() ? (values.get(key)?.value as T | undefined) : undefined));

    app.decorate(
      'rememberRead',
      async <T>(key: string, tags: readonly Tag[], compute: () => Promise<T>, refresh = false): Promise<T> => {
        if (!usable()) return compute();
        const kept = refresh ? undefined : values.get(key);
        if (kept) return kept.value as T;
        const started = log.now();
        const value = await compute();
        if (log.unchangedSince(started, tags)) values.set(key, { value }, tags);
        return value;
      },
    );

    app.decorateRequest('keepAlso', function keepAlso(this: FastifyRequest, url: string, body: () => string) {
      if (this.readCacheKey === undefined || url.includes('?')) return;
      const key = keyOfRead(this.account.id, this.language, url);
      // One still kept is as current as this answer (a write would have forgotten both): not written again.
      if (key === null || entries.peek(key)) return;
      (this.readCacheAlso ??= []).push({ key, body: body() });
    });
    app.decorateRequest('forgets', function forgets(this: FastifyRequest, tags: readonly Tag[]) {
      const write = this.readCacheWrite;
      if (!write) return;
      write.declared = true;
      for (const tag of tags) write.tags.add(tag);
      forgetEverywhere(tags);
    });

    /** The query names each route that keeps its answers declares, by its URL pattern. */
    const declaredByRoute = new Map<string, ReadonlySet<string>>();
    /** A write starts: its guards and validation (and the route's own preHandlers) have passed. */
    const writeStarts = async (request: FastifyRequest, reply: FastifyReply) => {
      // Sign-in and sign-up: a new session or account is in no kept answer. Nothing is kept when the cache is off.
      if (!request.account || options.maxAgeMs <= 0) return;
      const scope = scopeTags(request.account.id, request.account.classIds);
      const onlyDeclared = request.routeOptions.config.forgetsOnlyDeclared === true;
      const write: Write = {
        tags: new Set(onlyDeclared ? [] : scope),
        scope,
        onlyDeclared,
        declared: false,
        endScopeRead: onlyDeclared,
      };
      request.readCacheWrite = write;
      forgetEverywhere(write.tags);
      // A client that hangs up: Fastify's onResponse never comes, so forget when the socket goes.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) forgetEverywhere(tagsOf(write));
      });
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.readCache) declaredByRoute.set(route.url, declaredQueryNames(route.schema?.querystring));
      // Last of the route's preHandlers (a rate limit that refuses comes before and forgets nothing).
      if (methods.some((method) => WRITES.has(method)))
        route.preHandler = [...[route.preHandler ?? []].flat(), writeStarts];
    });

    // Before the route's guards find the account: a write that changes the account's classes after
    // this moment also stops this read's answer from being kept under the classes it had.
    app.addHook('onRequest', async (request) => {
      if (READS.has(request.method)) request.readCacheStarted = log.now();
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
      const { readCache } = request.routeOptions.config;
      const { classIds: all } = request.account;
      // Narrowed only to one of the caller's own classes, as the write side names them; else the whole scope.
      const one = readCache === true ? undefined : readCache.classOf(request);
      const classIds = one !== undefined && all.includes(one) ? [one] : all;
      // A teacher's (or admin's) reads also show the whole class's work (read-cache-tags.ts workTag).
      // Every answer may carry marks and terms, from the school's settings (read-cache-tags.ts schoolTag).
      request.readCacheTags = [
        schoolTag,
        ...scopeTags(request.account.id, classIds),
        ...(request.account.role === 'student' ? [] : classIds.map(workTag)),
      ];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // The handler's answer is ready (its write committed or failed): forget again, here and on every
      // other instance, with the caller's classes as they are now. Fastify sends it even to a client
      // that has hung up, so this comes then too.
      const write = request.readCacheWrite;
      if (write) {
        if (!write.endScopeRead) {
          write.endScopeRead = true;
          const classIds = await options.classIdsOf(request.account).catch(() => null);
          // Unknown classes now: whatever the write touched may be kept here; forget it all.
          if (classIds === null) forgetEverything();
          else for (const tag of scopeTags(request.account.id, classIds)) write.tags.add(tag);
        }
        forgetEverywhere(tagsOf(write));
      }
      const { readCacheKey: key, readCacheTags: tags, readCacheStarted: started } = request;
      if (request.readCacheHit || key === undefined || tags === undefined || started === undefined) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      // Only a whole JSON answer of a read that saw no write of its tags meanwhile.
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        payload.length <= maxBytes &&
        contentType.startsWith('application/json') &&
        log.unchangedSince(started, tags)
      ) {
        entries.set(key, { body: Buffer.from(payload), contentType }, tags);
        for (const { key: also, body } of request.readCacheAlso ?? [])
          if (body.length <= maxBytes) entries.set(also, { body: Buffer.from(body), contentType }, tags);
      }
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      // And once the answer has gone: whatever the route did after its answer was made is seen too.
      if (request.readCacheWrite) forgetEverywhere(tagsOf(request.readCacheWrite));
    });
  },
  { name: 'read-cache', dependencies: ['auth', 'language'] },
);
