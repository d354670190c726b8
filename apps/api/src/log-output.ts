/** A pino transport: the module that writes the lines, run in a worker thread. */
interface Transport {
  target: string;
  options?: Record<string, unknown>;
}

/** One line per event, coloured, with the local time: for a person watching `npm start`. */
export const PRETTY_LOG: Transport = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
};

/**
 * Where the log goes: readable lines (pino-pretty) when a person is looking at a terminal, JSON
 * otherwise — piped, written to a file, read by systemd or a log collector, or in production
 * (NODE_ENV=production), where tools parse every line.
 */
export function logOutput(stdout: { isTTY?: boolean }, production: boolean): { transport?: Transport } {
  return stdout.isTTY === true && !production ? { transport: PRETTY_LOG } : {};
}
