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
 * Security headers on every answer, the web app's and the API's: a strict CSP, no framing,
 * nosniff, a referrer policy, and HSTS when the request came over HTTPS.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      if (request.protocol === 'https')
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers' },
);
