import { createRequire } from 'node:module';

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 };

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

/**
 * A PDF document held in memory with DejaVu Sans embedded (subset), so Uzbek Latin (oʻ, gʻ, ʼ)
 * and Cyrillic print as written: fonts `text`, `bold` and `mono` (DejaVu Sans Mono Bold, where
 * l, 1, I, O and 0 differ). `done` is the finished file once `doc.end()` is called.
 */
export async function createPdf(title: string): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  // Loaded on the first PDF, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: title } });
  doc.registerFont('text', fontFile('DejaVuSans'));
  doc.registerFont('bold', fontFile('DejaVuSans-Bold'));
  doc.registerFont('mono', fontFile('DejaVuSansMono-Bold'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
