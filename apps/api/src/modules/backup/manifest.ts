import { z } from 'zod';

/**
 * A backup is one gzip-compressed tar archive: the database snapshot, every kept file under
 * `files/<storage key>`, the generated token secret and Web Push keys when there are, and `manifest.json` last
 * (it is written once every checksum is known). Tar because every system can open it without
 * Sinfxona, and because it streams: neither writing nor reading holds the archive in memory.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const SECRET_ENTRY = 'data/jwt-secret';
/** The generated Web Push key pair: without it every browser's push subscription stops after a restore. */
export const PUSH_KEYS_ENTRY = 'data/vapid-keys.json';
export const DATABASE_ENTRY = { sqlite: 'database/sinfxona.db', postgres: 'database/sinfxona.pgdump' } as const;
export const FILE_ENTRY_PREFIX = 'files/';
/** Storage keys are random base64url text (files/queries.ts); nothing else may name a file entry. */
const STORAGE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const checked = z.object({ size: z.number().int().nonnegative(), sha256 });

export const manifestSchema = z.object({
  format: z.literal('sinfxona-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  database: checked.extend({ kind: z.enum(['sqlite', 'postgres']) }),
  /** The last migration applied to the backed-up database. */
  schemaVersion: z.string().nullable(),
  rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(checked.extend({ key: z.string().regex(STORAGE_KEY), mimeType: z.string() })),
  secret: checked.nullable(),
  /** Absent in backups made before the push keys were carried. */
  pushKeys: checked.nullable().optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type Checked = z.infer<typeof checked>;

/** What an archive entry's name stands for; anything else in an archive is refused. */
export type EntryKind =
  | { kind: 'manifest' }
  | { kind: 'database'; database: 'sqlite' | 'postgres' }
  | { kind: 'file'; key: string }
  | { kind: 'secret' }
  | { kind: 'pushKeys' };

export function entryKind(name: string): EntryKind | null {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  if (name === SECRET_ENTRY) return { kind: 'secret' };
  if (name === PUSH_KEYS_ENTRY) return { kind: 'pushKeys' };
  if (name === DATABASE_ENTRY.sqlite) return { kind: 'database', database: 'sqlite' };
  if (name === DATABASE_ENTRY.postgres) return { kind: 'database', database: 'postgres' };
  if (name.startsWith(FILE_ENTRY_PREFIX)) {
    const key = name.slice(FILE_ENTRY_PREFIX.length);
    if (STORAGE_KEY.test(key)) return { kind: 'file', key };
  }
  return null;
}
