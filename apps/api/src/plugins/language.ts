import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language, negotiated from `Accept-Language`. */
    readonly language: Language;
  }
}

/** The reply language from `Accept-Language` (q-values honoured); Uzbek unless English is preferred. */
export function negotiateLanguage(header: string | undefined): Language {
  if (typeof header !== 'string' || header.length === 0) return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The one place the request's language is decided: `request.language`. */
export default fp(
  async function language(app: FastifyInstance) {
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return negotiateLanguage(this.headers['accept-language']);
      },
    });
  },
  { name: 'language' },
);
