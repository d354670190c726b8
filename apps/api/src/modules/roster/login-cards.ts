import { A4, createPdf } from '../../lib/pdf';

/**
 * Printable login cards for pupils created by a roster import (docs/architecture.md §4): eight
 * to an A4 page, two across and four down, with cut lines between them. DejaVu Sans is embedded
 * (subset) so Uzbek Latin (oʻ, gʻ, ʼ) and Cyrillic names print as written; the password is set in
 * DejaVu Sans Mono, where l, 1, I, O and 0 differ.
 */
export interface LoginCard {
  fullName: string;
  className: string;
  username: string;
  password: string;
  /** A one-use code a parent links with (printed when the admin asks for it). */
  guardianCode?: string;
}

export interface LoginCardSheet {
  schoolName: string;
  /** Where pupils sign in (the school's address for the app), printed on every card. */
  address: string;
  /** The card's words in the admin's language. */
  labels: {
    className: string;
    username: string;
    password: string;
    address: string;
    note: string;
    guardianCode?: string;
  };
  cards: LoginCard[];
}

export const CARDS_PER_PAGE = 8;
const COLUMNS = 2;
const ROWS = 4;
const MARGIN = 28;
const PADDING = 14;

/** Renders the cards into a PDF held in memory (a class or a school: tens of pages at most). */
export async function renderLoginCards(sheet: LoginCardSheet): Promise<Buffer> {
  const { doc, done } = await createPdf(sheet.schoolName);

  const cardWidth = (A4.width - 2 * MARGIN) / COLUMNS;
  const cardHeight = (A4.height - 2 * MARGIN) / ROWS;
  sheet.cards.forEach((card, index) => {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0) {
      doc.addPage();
      drawCutLines(doc, cardWidth, cardHeight);
    }
    const x = MARGIN + (slot % COLUMNS) * cardWidth + PADDING;
    const y = MARGIN + Math.floor(slot / COLUMNS) * cardHeight + PADDING;
    drawCard(doc, sheet, card, { x, y, width: cardWidth - 2 * PADDING });
  });
  if (sheet.cards.length === 0) doc.addPage();
  doc.end();
  return done;
}

function drawCutLines(doc: PDFKit.PDFDocument, cardWidth: number, cardHeight: number) {
  doc.save().lineWidth(0.5).strokeColor('#9aa0a6').dash(4, { space: 3 });
  for (let column = 0; column <= COLUMNS; column += 1) {
    const x = MARGIN + column * cardWidth;
    doc
      .moveTo(x, MARGIN)
      .lineTo(x, A4.height - MARGIN)
      .stroke();
  }
  for (let row = 0; row <= ROWS; row += 1) {
    const y = MARGIN + row * cardHeight;
    doc
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .stroke();
  }
  doc.restore();
}

function drawCard(
  doc: PDFKit.PDFDocument,
  sheet: LoginCardSheet,
  card: LoginCard,
  box: { x: number; y: number; width: number },
) {
  const { labels } = sheet;
  const line = (font: string, size: number, text: string, color = '#1f2933', gap = 4) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, { width: box.width, lineBreak: true, ellipsis: true, height: size * 2.6 });
    doc.moveDown(gap / size);
  };
  doc.x = box.x;
  doc.y = box.y;
  line('bold', 9, sheet.schoolName, '#52606d');
  line('bold', 14, card.fullName, '#1f2933', 2);
  line('text', 10, `${labels.className}: ${card.className}`, '#52606d', 8);
  line('text', 9, labels.username, '#52606d', 1);
  line('mono', 14, card.username, '#1f2933', 6);
  line('text', 9, labels.password, '#52606d', 1);
  line('mono', 14, card.password, '#1f2933', 8);
  line('text', 8, `${labels.address}: ${sheet.address}`, '#52606d', 2);
  line('text', 7.5, labels.note, '#7b8794', card.guardianCode ? 4 : 0);
  if (card.guardianCode) line('mono', 9, `${labels.guardianCode ?? ''}: ${card.guardianCode}`, '#1f2933', 0);
}
