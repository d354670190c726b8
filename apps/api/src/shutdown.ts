import type { FastifyInstance } from 'fastify';

/** After the limit, whatever still hangs (a stuck close) no longer keeps the process alive. */
const LAST_RESORT_MS = 10_000;

/**
 * Graceful shutdown (docs/architecture.md §5): on SIGTERM or SIGINT the server stops accepting
 * connections, lets the requests under way finish (uploads included) for up to `timeoutMs`, then
 * cuts off what is left and closes the file store, Redis and the database (app.ts's onClose).
 * A repeated signal — systemd or a terminal signalling the whole process group, an impatient
 * operator — never cuts that short.
 */
export function closeOnSignals(app: FastifyInstance, timeoutMs: number, exit: (code: number) => void = process.exit) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.info(`${signal} received again: still finishing the requests under way`);
      return;
    }
    closing = true;
    void drainAndClose(app, signal, timeoutMs).then(exit);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onSignal);
}

async function drainAndClose(app: FastifyInstance, signal: string, timeoutMs: number): Promise<number> {
  app.log.info(
    `${signal} received: accepting no new connections, finishing requests under way (up to ${timeoutMs} ms)`,
  );
  // A keep-alive connection whose request has just finished is closed rather than kept for more.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 200);
  const cutOff = setTimeout(() => {
    app.log.warn(`shutdown: requests still under way after ${timeoutMs} ms are cut off`);
    app.server.closeAllConnections();
  }, timeoutMs);
  const lastResort = setTimeout(() => {
    app.log.error('shutdown: closing did not finish; exiting anyway');
    process.exit(1);
  }, timeoutMs + LAST_RESORT_MS);
  lastResort.unref();
  try {
    await app.close();
    app.log.info('shutdown complete');
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearInterval(closeIdle);
    clearTimeout(cutOff);
    clearTimeout(lastResort);
  }
}
