import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's automatic checkpoint runs inside the commit that crosses 1,000 WAL pages: it copies
 * the WAL into the database file and fsyncs it, on the event loop, tens to hundreds of
 * milliseconds while every request waits. The server's connection turns it off
 * (`wal_autocheckpoint = 0`) and this worker thread, with a connection of its own, checkpoints
 * every second instead. PASSIVE never waits for readers or writers, so it copies what it can and
 * leaves the rest to the next round; durability is unchanged (each commit's WAL frames are
 * fsynced before it is answered, sqlite-dialect.ts).
 */
export interface WalCheckpointer {
  /** Runs a last checkpoint, closes the worker's connection and ends the thread. */
  close(): Promise<void>;
}

// The worker's source, evaluated as CommonJS so it needs no file of its own in the build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or locked: the next round */ }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage('closed');
});
`;

export function startWalCheckpointer(file: string, intervalMs = 1000): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs, driver } });
  // The thread never keeps the process alive on its own: a server that is done exits.
  worker.unref();
  let closing: Promise<void> | null = null;
  return {
    close() {
      closing ??= new Promise<void>((resolve) => {
        const finish = () => void worker.terminate().finally(resolve);
        worker.once('message', finish);
        worker.once('error', finish);
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      });
      return closing;
    },
  };
}
