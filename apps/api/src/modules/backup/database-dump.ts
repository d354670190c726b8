import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { childEnvironment } from '../../config';

/**
 * SQLite: `VACUUM INTO` on a connection of its own, in a worker thread. It reads inside one
 * transaction, so the copy is the database as of one instant while the server goes on writing
 * (WAL readers do not block writers), and the server's event loop never waits for the copy.
 */
const VACUUM_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.source, { fileMustExist: true });
try {
  db.pragma('busy_timeout = 10000');
  db.prepare('VACUUM INTO ?').run(workerData.target);
} finally {
  db.close();
}
parentPort.postMessage('done');
`;

export function snapshotSqlite(source: string, target: string): Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(VACUUM_WORKER, { eval: true, workerData: { driver, source, target } });
    let done = false;
    worker.once('message', () => (done = true));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      done ? resolve() : reject(new Error(`the SQLite snapshot stopped (worker exit ${code})`)),
    );
  });
}

/**
 * How pg_dump and pg_restore reach the database: the URL without its password on the command line
 * (where `ps` shows it), the password in their environment.
 */
function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

const INSTALL_HINT = "install Debian's postgresql-client (apt-get install -y postgresql-client)";

/** Runs a PostgreSQL client tool; fails with its own words (never the URL's password). */
function runTool(tool: string, args: string[], env: Record<string, string>, onStdout?: (line: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, {
      env: childEnvironment(env),
      stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    if (onStdout) createInterface({ input: child.stdout! }).on('line', onStdout);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} was not found: ${INSTALL_HINT}`) : error),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * pg_dump in its custom format, reading the snapshot `snapshotId` that a transaction of ours
 * exported: the dump, the row counts and the file list then describe one and the same instant.
 */
export function dumpPostgres(url: string, snapshotId: string, outFile: string): Promise<void> {
  const { dbname, env } = connection(url);
  return runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshotId}`, `--file=${outFile}`, dbname],
    env,
  );
}

/**
 * Loads a dump into the database at `url`, all or nothing; `replace` first drops whatever of the
 * dump's objects (functions, triggers) the database already has.
 */
export function restorePostgres(url: string, dumpFile: string, options: { replace: boolean }): Promise<void> {
  const { dbname, env } = connection(url);
  const clean = options.replace ? ['--clean', '--if-exists'] : [];
  return runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...clean,
      `--dbname=${dbname}`,
      dumpFile,
    ],
    env,
  );
}

/**
 * Rows per table inside a dump, without a database: pg_restore prints the data as COPY blocks,
 * one line per row (the text format escapes newlines), ended by `\.`.
 */
export async function countDumpRows(dumpFile: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let table: string | null = null;
  await runTool('pg_restore', ['--data-only', '--file=-', dumpFile], {}, (line) => {
    if (table === null) {
      const copy = /^COPY (?:"?[\w$]+"?\.)?"?([\w$]+)"? .* FROM stdin;$/.exec(line);
      if (copy) {
        table = copy[1]!;
        counts[table] = 0;
      }
    } else if (line === '\\.') {
      table = null;
    } else {
      counts[table] = (counts[table] ?? 0) + 1;
    }
  });
  return counts;
}
