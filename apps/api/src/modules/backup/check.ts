import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'kysely';
import { openSqliteReadOnly } from '../../db/database';
import { checksum, hashEntry, readAll, readArchive } from './archive';
import { countDumpRows } from './database-dump';
import {
  DATABASE_ENTRY,
  FILE_ENTRY_PREFIX,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
  PUSH_KEYS_ENTRY,
  entryKind,
  manifestSchema,
  type Checked,
  type Manifest,
} from './manifest';
import { countRows, latestMigration } from './repository';

/** An archive that does not match its manifest; `problems` says where. */
export class BackupCheckError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(`The backup does not match its manifest:\n  ${shown.join('\n  ')}${more}`);
  }
}

export interface CheckedArchive {
  manifest: Manifest;
  /** The database snapshot (SQLite file or pg_dump archive) written out to the staging folder. */
  databaseFile: string;
  /** Each stored file written out to the staging folder, by key; empty unless asked for. */
  files: Map<string, string>;
  secret: Buffer | null;
  pushKeys: Buffer | null;
}

/** Writes an entry's bytes to `file` while hashing them. */
async function saveEntry(body: AsyncIterable<Buffer>, file: string): Promise<Checked> {
  const out = createWriteStream(file, { mode: 0o600 });
  const checked = await hashEntry(body, async (chunk) => {
    if (!out.write(chunk)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'close');
  return checked;
}

const same = (a: Checked | undefined, b: Checked) => a !== undefined && a.size === b.size && a.sha256 === b.sha256;

/** Row counts that differ between what the manifest promises and what was found. */
export function countProblems(expected: Record<string, number>, found: Record<string, number>): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...tables]
    .filter((table) => (expected[table] ?? 0) !== (found[table] ?? 0) || !(table in expected))
    .map(
      (table) => `table ${table}: the manifest says ${expected[table] ?? 'nothing'}, found ${found[table] ?? 0} rows`,
    );
}

/**
 * Reads a whole archive into `stagingDir` and checks it: every entry's size and SHA-256 against
 * the manifest, nothing missing and nothing extra, and the database's row counts (and for SQLite
 * its integrity and schema version) against the manifest's. Stored files are only hashed unless
 * `keepFiles`. Throws BackupCheckError listing every mismatch.
 */
export async function checkArchive(
  archive: string,
  stagingDir: string,
  options: { keepFiles: boolean },
): Promise<CheckedArchive> {
  const found = new Map<string, Checked>();
  const files = new Map<string, string>();
  const problems: string[] = [];
  let manifestText: Buffer | null = null;
  let databaseFile: string | null = null;
  let secret: Buffer | null = null;
  let pushKeys: Buffer | null = null;
  if (options.keepFiles) await mkdir(path.join(stagingDir, 'files'), { recursive: true });

  await readArchive(archive, async (entry) => {
    const kind = entryKind(entry.name);
    if (!kind || entry.type !== 'file') throw new BackupCheckError([`unexpected entry ${entry.name} in the archive`]);
    if (found.has(entry.name)) throw new BackupCheckError([`entry ${entry.name} appears twice`]);
    if (kind.kind === 'manifest') {
      manifestText = await readAll(entry.body, 512 * 1024 * 1024);
      found.set(entry.name, { size: manifestText.length, sha256: '' });
    } else if (kind.kind === 'database') {
      databaseFile = path.join(stagingDir, path.basename(entry.name));
      found.set(entry.name, await saveEntry(entry.body, databaseFile));
    } else if (kind.kind === 'secret') {
      secret = await readAll(entry.body, 4096);
      found.set(entry.name, checksum(secret));
    } else if (kind.kind === 'pushKeys') {
      pushKeys = await readAll(entry.body, 4096);
      found.set(entry.name, checksum(pushKeys));
    } else if (options.keepFiles) {
      const file = path.join(stagingDir, 'files', kind.key);
      files.set(kind.key, file);
      found.set(entry.name, await saveEntry(entry.body, file));
    } else {
      found.set(entry.name, await hashEntry(entry.body));
    }
  });

  if (manifestText === null) throw new BackupCheckError(['no manifest.json: not a Sinfxona backup, or cut short']);
  const parsed = manifestSchema.safeParse(JSON.parse(String(manifestText)));
  if (!parsed.success) throw new BackupCheckError([`manifest.json is not valid: ${parsed.error.message}`]);
  const manifest = parsed.data;

  const expected = new Map<string, Checked>();
  expected.set(DATABASE_ENTRY[manifest.database.kind], manifest.database);
  for (const file of manifest.files) expected.set(`${FILE_ENTRY_PREFIX}${file.key}`, file);
  if (manifest.secret) expected.set(SECRET_ENTRY, manifest.secret);
  if (manifest.pushKeys) expected.set(PUSH_KEYS_ENTRY, manifest.pushKeys);
  for (const [name, checked] of expected) {
    if (!found.has(name)) problems.push(`${name} is missing`);
    else if (!same(found.get(name), checked)) problems.push(`${name} is damaged (its size or SHA-256 differs)`);
  }
  for (const name of found.keys()) {
    if (name !== MANIFEST_ENTRY && !expected.has(name)) problems.push(`${name} is not in the manifest`);
  }
  if (problems.length > 0 || !databaseFile) throw new BackupCheckError(problems);

  problems.push(...(await databaseProblems(manifest, databaseFile)));
  if (problems.length > 0) throw new BackupCheckError(problems);
  return { manifest, databaseFile, files, secret, pushKeys };
}

/** The snapshot's own figures against the manifest's. */
async function databaseProblems(manifest: Manifest, databaseFile: string): Promise<string[]> {
  if (manifest.database.kind === 'postgres') {
    return countProblems(manifest.rowCounts, await countDumpRows(databaseFile));
  }
  const snapshot = openSqliteReadOnly(databaseFile);
  try {
    const problems = countProblems(manifest.rowCounts, await countRows(snapshot));
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(snapshot);
    if (rows[0]?.integrity_check !== 'ok') problems.push(`the database fails its integrity check`);
    const schema = await latestMigration(snapshot);
    if (schema !== manifest.schemaVersion) {
      problems.push(`schema version: the manifest says ${manifest.schemaVersion}, the database ${schema}`);
    }
    return problems;
  } finally {
    await snapshot.destroy();
  }
}
