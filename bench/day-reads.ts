/**
 * The reads of `npm run bench:day`: autocannon where each request is the next user's next screen
 * (9 pupil reads to 1 teacher read), with that user's token and address; the same rotation
 * against the bare route; and a screen read once, alone, with its time.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { nextScreen, type DayUser } from './day-school';

export interface ReadSummary {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  /** Answers by status, and everything not 2xx (errors, timeouts included). */
  statuses: Record<string, number>;
  errors: number;
}

/** Who reads next: every tenth read is a teacher's; pupils and teachers each in turn. */
export function readRotation(pupils: DayUser[], teachers: DayUser[]): () => { user: DayUser; url: string } {
  let reads = 0;
  let pupil = 0;
  let teacher = 0;
  return () => {
    const user = reads++ % 10 === 9 ? teachers[teacher++ % teachers.length]! : pupils[pupil++ % pupils.length]!;
    return { user, url: nextScreen(user) };
  };
}

/**
 * Loads `base` for `seconds` with `connections` connections; each request is the rotation's next
 * (to `/bare` instead of the screen's path when `bare`, the same headers).
 */
export async function loadReads(
  base: string,
  next: () => { user: DayUser; url: string },
  options: { connections: number; seconds: number; bare?: boolean },
): Promise<ReadSummary> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { user, url } = next();
          return {
            ...request,
            path: options.bare ? '/bare' : url,
            headers: { ...request.headers, authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.address },
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count ?? 0;
  if (result.errors) statuses.error = result.errors;
  if (result.timeouts) statuses.timeout = result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as the user, on a kept-alive connection: its status, its bytes and its time (ms). */
export function timedGet(
  base: string,
  url: string,
  user?: DayUser,
): Promise<{ status: number; body: Buffer; type: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (user) Object.assign(headers, { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.address });
    const request = http.get(`${base}${url}`, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          type: String(response.headers['content-type'] ?? ''),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    request.on('error', reject);
  });
}
