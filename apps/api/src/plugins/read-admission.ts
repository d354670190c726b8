import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Computed reads are let in a few at a time, one batch per turn of the event loop; writes are
 * never held.
 *
 * Under load, every connection has a read waiting, and Node runs every ready socket's request in
 * one pass of its loop: fifty reads of a millisecond or two each. A hand-in is a chain of steps
 * (its upload's chunks, the file's fsync, the transaction, the WAL's sync), and each step waits
 * for such a pass, so a write that takes 15 ms alone took half a second. Here a read past its
 * routing waits in our queue instead (holding nothing but its parsed request), at most
 * `maxInFlight` are computed at once, and the next ones are let in from `setImmediate`: after the
 * loop has run what I/O came meanwhile, a write's next step among it. Reads answered from the
 * read cache never reach Fastify (plugins/read-fast-lane.ts), so they are not held either; nor is
 * the health probe, which must answer a load balancer while the school reads.
 */
export interface ReadAdmissionOptions {
  /** Reads computed at once; 0 lets every read in as it comes (no admission). */
  maxInFlight: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This read holds one of the admission's places until its answer is ready. */
    holdsReadPlace?: boolean;
  }
  interface FastifyInstance {
    /** Reads waiting to be let in and reads being computed now (tests, the benchmark's probe). */
    readAdmissionStats(): { waiting: number; inFlight: number; admitted: number; held: number };
  }
}

const isHeldRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/health');

export default fp(
  async function readAdmission(app: FastifyInstance, options: ReadAdmissionOptions) {
    const maxInFlight = options.maxInFlight;
    const waiting: Array<() => void> = [];
    let inFlight = 0;
    let admitted = 0;
    let held = 0;
    let scheduled = false;

    const admitWaiting = () => {
      scheduled = false;
      // Each waiting read takes its place as it is let in.
      while (inFlight < maxInFlight && waiting.length > 0) waiting.shift()!();
    };
    const release = (request: FastifyRequest) => {
      if (!request.holdsReadPlace) return;
      request.holdsReadPlace = false;
      inFlight -= 1;
      if (!scheduled && waiting.length > 0) {
        scheduled = true;
        setImmediate(admitWaiting);
      }
    };

    app.decorate('readAdmissionStats', () => ({ waiting: waiting.length, inFlight, admitted, held }));
    if (maxInFlight <= 0) return;

    const admit = (request: FastifyRequest) => {
      request.holdsReadPlace = true;
      inFlight += 1;
      admitted += 1;
    };
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isHeldRead(request)) return done();
      if (inFlight < maxInFlight && waiting.length === 0) {
        admit(request);
        return done();
      }
      held += 1;
      waiting.push(() => {
        admit(request);
        // A client that hung up while its read waited: nothing to compute, the place goes on. Its
        // error is a client's (4xx: not logged as the server's failure; no one is there to read it).
        if (request.raw.destroyed) {
          release(request);
          return done(Object.assign(new Error('client closed while its read waited'), { statusCode: 400 }));
        }
        done();
      });
    });
    // The answer is computed and serialized by the time it is sent: the place is free.
    app.addHook('onSend', async (request, _reply, payload) => {
      release(request);
      return payload;
    });
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
  },
  { name: 'read-admission' },
);
