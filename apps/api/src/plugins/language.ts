import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sinfxona/domain/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language, negotiated from `Accept-Language`. */
    readonly language: Language;
  }
}

/**
 * The language a language tag asks for: `uz-Cyrl`, `uz-Cyrl-UZ` → Cyrillic Uzbek; `uz`, `uz-Latn`,
 * `uz-UZ` → Latin Uzbek; `ru`, `ru-RU` → Russian; `en`, `en-GB` → English; anything else → none.
 */
export function languageOfTag(tag: string): Language | undefined {
  const [base = '', ...subtags] = tag.trim().toLowerCase().split('-');
  if (base === 'uz') return subtags.includes('cyrl') ? 'uz-Cyrl' : 'uz';
  return LANGUAGES.find((language) => language === base);
}

/** The reply language from `Accept-Language` (q-values honoured); Uzbek unless another of ours is preferred. */
export function negotiateLanguage(header: string | undefined): Language {
  if (typeof header !== 'string' || header.length === 0) return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { language: languageOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && entry.language !== undefined)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
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
