import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type sanitizeHtml from 'sanitize-html';
import type { Actor, Deps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { findMemberFile } from './repository';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Pictures mammoth inlines, as data: URIs of raster types (never SVG). */
const INLINE_PICTURE = /^data:image\/(png|jpeg|gif|webp|bmp);base64,/i;

/**
 * What a Word document may show once converted: plain formatting, headings, lists, tables and
 * its own pictures. No scripts, styles, classes, event handlers, forms or frames; links only to
 * http(s), mail or a place in the same text.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'id'], img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !INLINE_PICTURE.test(frame.attribs.src ?? ''),
};

/** Word HTML made safe to show (also what the tests check directly); the sanitizer loads on first use. */
export async function sanitizeDocumentHtml(html: string): Promise<string> {
  const { default: sanitize } = await import('sanitize-html');
  return sanitize(html, SANITIZE);
}

/** Converted documents by file id: stored files never change. Small, and a big one is not kept. */
const converted = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (html) => html.length });
const CACHE_ONE_MAX = 2 * 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A DOCX file the caller may already see, as sanitised HTML; any other type is 415, and a file
 * they may not see (or that is gone) is 404.
 */
export async function previewDocument(deps: Deps, actor: Actor, id: string): Promise<{ html: string }> {
  const file = await findMemberFile(deps.db, actor, id);
  if (!file) throw notFound('fileNotFound');
  if (file.mime_type !== DOCX) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'previewUnsupported');
  const kept = converted.get(file.id);
  if (kept !== undefined) return { html: kept };
  let bytes: Buffer;
  try {
    bytes = await readAll(await deps.files.read(file.storage_key));
  } catch {
    throw notFound('fileNotFound');
  }
  let html: string;
  try {
    // Loaded on the first preview, not at start-up.
    const { default: mammoth } = await import('mammoth');
    html = await sanitizeDocumentHtml((await mammoth.convertToHtml({ buffer: bytes })).value);
  } catch {
    // A file that passed the upload check but that mammoth cannot read: shown as not showable.
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'previewUnsupported');
  }
  if (html.length <= CACHE_ONE_MAX) converted.set(file.id, html);
  return { html };
}
