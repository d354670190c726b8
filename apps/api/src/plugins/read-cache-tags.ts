import { LRUCache } from 'lru-cache';

/**
 * What a kept answer depends on (plugins/read-cache.ts): a user (`user:<id>`: their own work, their
 * account) or a class (`class:<id>`: everything in it). A write forgets the tags it touched, and
 * with them every kept answer carrying one.
 */
export type Tag = string;
export const userTag = (userId: string): Tag => `user:${userId}`;
export const classTag = (classId: string): Tag => `class:${classId}`;
/**
 * The students' work in a class as the class's teachers see it (lists, queues, figures). A
 * student's screens show their own work only, so a hand-in or a grade forgets this and that
 * student's tag, and the classmates' kept answers stay.
 */
export const workTag = (classId: string): Tag => `work:${classId}`;
/**
 * The school's settings that answers carry: every score's mark comes from its grade scale and
 * every term figure from its terms, so every kept read carries this tag and a change of either
 * forgets them all (a rare, deliberate act of the school's admin).
 */
export const schoolTag: Tag = 'school';

/**
 * What a member may see, as tags: themself and each class they teach or are enrolled in. Every
 * read is scoped by the caller's classes, so a read shows nothing outside these tags.
 */
export const scopeTags = (userId: string, classIds: readonly string[]): Tag[] => [
  userTag(userId),
  ...classIds.map(classTag),
];

/**
 * Past this many remembered tags, the log forgets everything once and starts again: a bound far
 * above a school's users and classes (the only tags a write names, once the write succeeded).
 */
const MAX_LOGGED_TAGS = 50_000;

/**
 * When each tag was last forgotten, on one sequence that every forget moves on. A read notes the
 * sequence when it starts; its answer may be kept only if none of its tags (and not everything)
 * was forgotten since, else a write that committed while it ran could be hidden by it.
 */
export class ForgetLog {
  private sequence = 0;
  private everythingAt = 0;
  private readonly forgottenAt = new Map<Tag, number>();

  now(): number {
    return this.sequence;
  }

  forget(tags: Iterable<Tag>): void {
    this.sequence += 1;
    if (this.forgottenAt.size > MAX_LOGGED_TAGS) this.forgetEverything();
    for (const tag of tags) this.forgottenAt.set(tag, this.sequence);
  }

  forgetEverything(): void {
    this.sequence += 1;
    this.everythingAt = this.sequence;
    // Older marks are below `everythingAt`, which already refuses what they would.
    this.forgottenAt.clear();
  }

  /** Whether nothing of `tags` was forgotten after the sequence was `since`. */
  unchangedSince(since: number, tags: readonly Tag[]): boolean {
    if (this.everythingAt > since) return false;
    return tags.every((tag) => (this.forgottenAt.get(tag) ?? 0) <= since);
  }
}

interface Tagged<V> {
  value: V;
  tags: readonly Tag[];
}

/**
 * An LRU of values that each carry tags, with an index from each tag to the keys carrying it, so
 * forgetting a tag drops exactly its values. The index follows the LRU: whatever leaves it (evicted,
 * aged, replaced, deleted) leaves the index through its dispose callback, so it is bounded too.
 */
export class TaggedCache<V> {
  readonly lru: LRUCache<string, Tagged<V>>;
  private readonly keysByTag = new Map<Tag, Set<string>>();

  /** Bounded by `max` values, or by `maxSize` as measured by `sizeOf`. */
  constructor(
    options: { ttl: number } & ({ max: number } | { maxSize: number; sizeOf: (value: V, key: string) => number }),
  ) {
    const dispose = (entry: Tagged<V>, key: string) => this.unindex(entry, key);
    this.lru =
      'max' in options
        ? new LRUCache<string, Tagged<V>>({ ttl: options.ttl, max: options.max, dispose })
        : new LRUCache<string, Tagged<V>>({
            ttl: options.ttl,
            maxSize: options.maxSize,
            sizeCalculation: (entry, key) => options.sizeOf(entry.value, key),
            dispose,
          });
  }

  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }

  peek(key: string): Tagged<V> | undefined {
    return this.lru.peek(key);
  }

  set(key: string, value: V, tags: readonly Tag[], options?: { noUpdateTTL?: boolean }): void {
    const entry = { value, tags };
    this.lru.set(key, entry, options);
    // Too large to keep: it is not in the LRU, so not in the index either.
    if (this.lru.peek(key) !== entry) return;
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  forget(tags: Iterable<Tag>): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) for (const key of [...keys]) this.lru.delete(key);
    }
  }

  clear(): void {
    this.lru.clear();
  }

  /** How many tags the index holds (tests check that it empties with the LRU). */
  get indexedTags(): number {
    return this.keysByTag.size;
  }

  private unindex(entry: Tagged<V>, key: string) {
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
