import type { Readable } from 'node:stream';
import { FILE_MAX_BYTES } from '@sinfxona/domain/constants';

/** How much of a pupil's work a draft reads: the model's prompt stays small (longer text is cut). */
export const WORK_TEXT_MAX = 12_000;

export type WorkTextSource = 'pdf' | 'docx' | 'none';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    // Stored files are at most the upload limit; anything bigger is not read.
    if (size > FILE_MAX_BYTES * 2) {
      stream.destroy();
      throw new Error('work file too large to read');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Runs of blank space become one space or one blank line, so the prompt carries text, not layout. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\n\s*\n\s*(\n\s*)+/g, '\n\n')
    .trim();

/**
 * The text of a handed-in file: a PDF's (unpdf, pdf.js inside) or a Word file's (mammoth); a photo
 * or an old .doc has none. A file that cannot be read has none too (the draft says so) rather than
 * failing the draft. The packages load on the first draft, not at the server's start.
 */
export async function extractWorkText(
  mimeType: string,
  open: () => Promise<Readable>,
): Promise<{ text: string; source: WorkTextSource }> {
  if (mimeType !== 'application/pdf' && mimeType !== DOCX) return { text: '', source: 'none' };
  try {
    const bytes = await readAll(await open());
    if (mimeType === 'application/pdf') {
      const { extractText, getDocumentProxy } = await import('unpdf');
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text } = await extractText(pdf, { mergePages: true });
      const found = tidy(text);
      return found ? { text: found, source: 'pdf' } : { text: '', source: 'none' };
    }
    const mammoth = (await import('mammoth')).default;
    const found = tidy((await mammoth.extractRawText({ buffer: bytes })).value);
    return found ? { text: found, source: 'docx' } : { text: '', source: 'none' };
  } catch {
    return { text: '', source: 'none' };
  }
}

/** The text cut to `max` characters at a word, marked as cut. */
export function truncateText(text: string, max = WORK_TEXT_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut} […]`;
}
