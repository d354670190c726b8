import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * While a write is under way, reads start at most `perTurn` to a turn of the event loop; the
 * rest wait, in order, for the next turns.
 *
 * A hand-in is a chain of steps (its body's chunks, the file's fsync, the transaction, the WAL's
 * sync) and each step runs only when the loop comes round. Node starts every ready connection's
 * request in one pass, so under a crowd each pass was fifty reads long (kept answers included:
 * read admission, plugins/read-admission.ts, holds only computed ones) and a 15 ms hand-in took
 * several hundred. Paced, a pass is a handful of reads and the write's next step comes soon after;
 * the reads cost no more, they only take turns. With no write under way reads start as they come.
 * This sits in front of everything, kept answers (plugins/read-fast-lane.ts) and Fastify alike.
 */
export interface ReadPacer {
  /** Starts the request now, or once its turn comes (a read while a write is under way). */
  route(request: IncomingMessage, response: ServerResponse, start: () => void): void;
  /** Reads that waited for a later turn, reads waiting now, writes under way (tests, the probe). */
  stats(): { paced: number; waiting: number; writesInFlight: number };
}

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

export function createReadPacer(perTurn: number): ReadPacer {
  const waiting: Array<() => void> = [];
  let writesInFlight = 0;
  let startedThisTurn = 0;
  let turnScheduled = false;
  let paced = 0;

  const nextTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    // Once no write is under way, whoever still waits goes at once.
    const limit = writesInFlight > 0 ? perTurn : Infinity;
    while (waiting.length > 0 && startedThisTurn < limit) {
      startedThisTurn += 1;
      waiting.shift()!();
    }
    if (waiting.length > 0) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    // setImmediate runs after the loop's I/O: the write's next step gets its go first.
    setImmediate(nextTurn);
  };

  return {
    route(request, response, start) {
      if (perTurn <= 0) return start();
      if (!isRead(request.method)) {
        writesInFlight += 1;
        response.once('close', () => (writesInFlight -= 1));
        return start();
      }
      if (writesInFlight === 0 && waiting.length === 0) return start();
      if (waiting.length === 0 && startedThisTurn < perTurn) {
        startedThisTurn += 1;
        scheduleTurn();
        return start();
      }
      paced += 1;
      // A client that hung up while it waited has nothing left to answer.
      waiting.push(() => {
        if (!request.destroyed) start();
      });
      scheduleTurn();
    },
    stats: () => ({ paced, waiting: waiting.length, writesInFlight }),
  };
}
