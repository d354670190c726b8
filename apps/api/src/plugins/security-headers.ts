import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the web app may load from: itself, YouTube's embed and thumbnails; no inline script anywhere. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine sets inline style attributes and one <style> for its theme variables.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Plain-HTTP installs on a school network must keep loading their own assets.
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Only over HTTPS: a plain-HTTP install must not pin browsers to a port it does not serve.
  strictTransportSecurity: false,
  // The YouTube player is a cross-origin frame that sends no CORP header.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes, worked out once: they are the same for every answer, so a request
 * copies them instead of running helmet's middleware (which rebuilds the policy strings each time).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What a JSON answer of the API needs (OWASP's REST headers): it is never a page, so it loads
 * nothing and may be framed by nobody; no sniffing it into HTML; no reading it cross-origin. The
 * web app's policy (which pages need: scripts, styles, YouTube frames) would only add bytes to each
 * of the thousands of small answers a school asks for. `no-store`: an answer of the API is private
 * (a user's marks, names, tokens), so no browser or proxy keeps it (ARCHITECTURE §4 "Sessions");
 * the read cache's fast lane sends this same set, so its answers carry it too. The few public
 * answers (/api/health) lose nothing by it; a file (`/api/files/:id`) sets its own.
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** HSTS, sent only when the request came over HTTPS (see `strictTransportSecurity` above). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** API paths that answer pages (Swagger UI) and so take the web app's policy. */
const API_PAGES = /^\/api\/docs(\/|$|\?)/;

/**
 * Security headers on every answer. Pages (the web app, the API docs) get the strict browser
 * policy: a CSP, no framing, nosniff, a referrer policy and the cross-origin isolation headers;
 * JSON answers the API's short set above. HSTS is added when the request came over HTTPS.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const pageHeaders = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', async (request, reply) => {
      const isApi = request.url.startsWith('/api/') && !API_PAGES.test(request.url);
      reply.headers(isApi ? API_HEADERS : pageHeaders);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_HEADER);
    });
  },
  { name: 'security-headers' },
);
