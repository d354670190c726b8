import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import proxyAddr from 'proxy-addr';
import { claimsHold, type FoundAccount } from './auth';
import { negotiateLanguage } from './language';
import type { Entry } from './read-cache';
import { keyOfRead } from './read-cache-keys';
import { BROTLI_QUALITY, COMPRESS_FROM_BYTES } from './compression';
import { API_HEADERS, HSTS_HEADER } from './security-headers';

/** The key under which the signed-in account of a user id is remembered (app.ts `findAccount`). */
export const accountReadKey = (userId: string) => `account:${userId}`;

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send: brotli when accepted, else gzip, else none (a `q=0` refuses one). */
function chooseEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header.length === 0) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function encodedBody(entry: Entry, encoding: Encoding): Buffer {
  if (encoding === 'identity') return entry.body;
  entry.encoded ??= {};
  if (encoding === 'br')
    return (entry.encoded.br ??= brotliCompressSync(entry.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }));
  return (entry.encoded.gzip ??= gzipSync(entry.body));
}

/**
 * A kept answer (plugins/read-cache.ts) served by Node's HTTP server before the request reaches
 * Fastify: the same checks a kept answer gets there — a GET under /api/, a bearer token that
 * verifies, its account remembered with the same token version and its session live, the answer kept for that user,
 * language and URL — and the same headers (the API's security headers, HSTS over HTTPS,
 * compression by Accept-Encoding). A school's repeated reads then cost little more than the
 * bytes; anything else (no token, a refused one, nothing kept, any write) goes to Fastify as
 * before. Off with CORS (its headers depend on the Origin) and once the server starts closing.
 * Each answer is logged as Fastify logs a request (its `req`, `res` and `responseTime` fields), so
 * what a stolen token read leaves a trace.
 */
export function createReadFastLane(
  app: FastifyInstance,
  options: {
    /** Whether a proxy at this address and hop is believed: the same function Fastify is given. */
    trustsProxy: (address: string, hop: number) => boolean;
    cors: boolean;
  },
) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  if (options.cors) return () => false;

  /** Whether the request came over HTTPS, as Fastify's `request.protocol` decides it. */
  const overHttps = (request: IncomingMessage) => {
    const forwarded = request.headers['x-forwarded-proto'];
    const peer = request.socket.remoteAddress;
    if (typeof forwarded === 'string' && peer !== undefined && options.trustsProxy(peer, 0))
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
    return Boolean((request.socket as { encrypted?: boolean }).encrypted);
  };

  /** The host the client asked for, as Fastify's `request.hostname` tells it (behind a trusted proxy, its header). */
  const hostname = (request: IncomingMessage) => {
    const forwarded = request.headers['x-forwarded-host'];
    const peer = request.socket.remoteAddress;
    const host =
      typeof forwarded === 'string' && peer !== undefined && options.trustsProxy(peer, 0)
        ? forwarded.slice(forwarded.lastIndexOf(',') + 1).trim()
        : (request.headers.host ?? '');
    return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0];
  };
  let answered = 0;
  const logAnswer = (request: IncomingMessage, started: number) => {
    answered += 1;
    app.log.info(
      {
        reqId: `kept-${answered.toString(36)}`,
        // The logger's own serializer turns this into the fields of Fastify's lines (app.ts).
        req: {
          method: request.method,
          url: request.url,
          ip: proxyAddr(request, options.trustsProxy),
          hostname: hostname(request),
        },
        res: { statusCode: 200 },
        responseTime: performance.now() - started,
        keptAnswer: true,
      },
      'request completed',
    );
  };

  return function serveKeptRead(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    if (closing || request.method !== 'GET' || !request.url?.startsWith('/api/')) return false;
    const claims = app.bearerClaims(request.headers.authorization);
    if (!claims) return false;
    // An ended session, or one this instance has not heard of, goes to Fastify (plugins/auth.ts).
    const found = app.keptValue<FoundAccount>(accountReadKey(claims.sub));
    if (!claimsHold(found, claims)) return false;
    const language = negotiateLanguage(request.headers['accept-language']);
    const key = keyOfRead(found.account.id, language, request.url);
    const entry = key === null ? undefined : app.keptRead(key);
    if (!entry || key === null) return false;

    const compressible = entry.body.length >= COMPRESS_FROM_BYTES;
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
    const copies = Object.keys(entry.encoded ?? {}).length;
    const body = encodedBody(entry, encoding);
    if (Object.keys(entry.encoded ?? {}).length !== copies) app.keptReadGrew(key, entry);
    const headers: Record<string, string | number> = {
      ...API_HEADERS,
      'content-type': entry.contentType,
      'content-length': body.length,
    };
    if (overHttps(request)) headers['strict-transport-security'] = HSTS_HEADER;
    if (compressible) headers.vary = 'accept-encoding';
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    response.writeHead(200, headers);
    response.end(body);
    app.sessionSeen(claims.sid);
    logAnswer(request, started);
    return true;
  };
}
