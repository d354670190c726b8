import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { STATEMENTS_KEPT } from './sqlite-dialect';

/**
 * SQLite reads on worker threads, each with a read-only connection of its own to the same file.
 * better-sqlite3 runs a query synchronously: on the server's one connection, a read held the event
 * loop for as long as SQLite worked, half of a computed read's CPU (npm run bench:day, cache off),
 * while the machine's other core sat idle. A statement that only reads (a SELECT outside a
 * transaction) is sent here instead and its rows come back as arrays; writes and every query of a
 * transaction stay on the server's connection (sqlite-dialect.ts). In WAL mode a reader sees every
 * commit made before its statement starts, so a write is seen by the next read, as before.
 */
export interface ReadWorkers {
  /** The rows, as arrays in the statement's column order, of a statement that only reads. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[][]>;
  /** Ends the threads once the reads sent to them are answered. */
  close(): Promise<void>;
}

// The worker's source, evaluated as CommonJS so it needs no file of its own in the build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('mmap_size = ' + workerData.mapBytes);
// Compiled once per SQL text, as on the server's connection; bounded for texts that vary.
const statements = new Map();
parentPort.on('message', ([id, sql, parameters]) => {
  if (id === 'close') {
    db.close();
    parentPort.postMessage(['closed']);
    return;
  }
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql).raw(true);
      if (statements.size >= workerData.statementsKept) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    parentPort.postMessage([id, statement.all(parameters)]);
  } catch (error) {
    parentPort.postMessage([id, null, { message: String(error && error.message), code: error && error.code }]);
  }
});
`;

interface Failure {
  message: string;
  code?: string;
}

interface Pending {
  resolve: (rows: unknown[][]) => void;
  reject: (error: Error) => void;
}

/** One thread and the reads it owes answers to. */
class ReadThread {
  readonly pending = new Map<number, Pending>();
  /** False once the thread failed or ended: nothing more is sent to it. */
  alive = true;
  readonly #worker: Worker;
  #closed: Promise<void> | null = null;
  #onClosed: (() => void) | null = null;

  constructor(workerData: Record<string, unknown>) {
    this.#worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    // Held only while a read is owed: an idle thread never keeps a finished process alive, a busy
    // one keeps it until the answer comes.
    this.#worker.unref();
    this.#worker.on('message', ([id, rows, failure]: [number | 'closed', unknown[][] | null, Failure?]) => {
      if (id === 'closed') return this.#onClosed?.();
      const owed = this.pending.get(id);
      if (!owed) return;
      this.pending.delete(id);
      if (this.pending.size === 0 && !this.#closed) this.#worker.unref();
      if (failure) owed.reject(Object.assign(new Error(failure.message), { code: failure.code }));
      else owed.resolve(rows!);
    });
    const failAll = (error: Error) => {
      this.alive = false;
      for (const owed of this.pending.values()) owed.reject(error);
      this.pending.clear();
    };
    this.#worker.on('error', failAll);
    this.#worker.on('exit', () => failAll(new Error('the SQLite read thread ended')));
  }

  send(id: number, sql: string, parameters: readonly unknown[], owed: Pending) {
    if (this.pending.size === 0) this.#worker.ref();
    this.pending.set(id, owed);
    this.#worker.postMessage([id, sql, parameters]);
  }

  close(): Promise<void> {
    this.alive = false;
    this.#closed ??= new Promise<void>((resolve) => {
      const finish = () => void this.#worker.terminate().finally(resolve);
      this.#onClosed = finish;
      // Held until it has closed: whoever awaits the close keeps the process alive through it.
      this.#worker.ref();
      this.#worker.once('error', finish);
      this.#worker.once('exit', () => resolve());
      // After the reads already sent: a thread answers its messages in order.
      this.#worker.postMessage(['close']);
    });
    return this.#closed;
  }
}

/** `count` read threads on the database `file`, mapping `mapBytes` of it as the server's connection does. */
export function startReadWorkers(file: string, count: number, mapBytes: number): ReadWorkers {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const threads = Array.from(
    { length: count },
    () => new ReadThread({ file, driver, mapBytes, statementsKept: STATEMENTS_KEPT }),
  );
  let nextId = 0;
  return {
    all(sql, parameters) {
      // The live thread with the fewest reads owed.
      let thread: ReadThread | undefined;
      for (const other of threads)
        if (other.alive && (!thread || other.pending.size < thread.pending.size)) thread = other;
      if (!thread) return Promise.reject(new Error('no SQLite read thread is running'));
      const chosen = thread;
      return new Promise((resolve, reject) => chosen.send(nextId++, sql, parameters, { resolve, reject }));
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
