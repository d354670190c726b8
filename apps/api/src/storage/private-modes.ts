import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Data at rest is readable by the server's own user only: marks, names and pupils' files must not
 * be open to every account on the machine. Every file the server creates is made with
 * PRIVATE_FILE_MODE and every folder with PRIVATE_DIR_MODE (explicitly, whatever the umask).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** What is the server's own inside DATA_DIR (anything else a school keeps there is left alone). */
const OWN_ENTRIES = /^(sinfxona\.db(-wal|-shm|-journal)?|jwt-secret|files|tmp)$/;

/**
 * Takes group and other access away from one path, and from what is under it when it is a folder.
 * Symbolic links are not followed: a link could point anywhere on the machine.
 */
function tighten(target: string): void {
  const info = lstatSync(target, { throwIfNoEntry: false });
  if (!info || info.isSymbolicLink()) return;
  const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((info.mode & 0o777) !== wanted) chmodSync(target, wanted);
  if (info.isDirectory()) for (const name of readdirSync(target)) tighten(path.join(target, name));
}

const tightened = new Set<string>();

/**
 * An install made by an older version left DATA_DIR open (0755 folders, 0644 files): close the
 * folder itself and the server's own entries in it, once at start. Only modes change, never
 * contents; other entries a school keeps in DATA_DIR are not touched.
 */
export function tightenDataDir(dataDir: string): void {
  // Both the SQLite database and the local file store ask at start; once is enough.
  if (tightened.has(dataDir)) return;
  tightened.add(dataDir);
  const info = lstatSync(dataDir, { throwIfNoEntry: false });
  if (!info?.isDirectory()) return;
  if ((info.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dataDir, PRIVATE_DIR_MODE);
  for (const name of readdirSync(dataDir)) if (OWN_ENTRIES.test(name)) tighten(path.join(dataDir, name));
}
