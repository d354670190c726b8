import type { ReportCard, TermRef } from '@sinfxona/domain/schemas/marks';
import { A4, createPdf } from '../../lib/pdf';

export interface ReportCardSheet {
  schoolName: string;
  className: string;
  term: TermRef;
  /** The sheet's words in the caller's language. */
  labels: {
    title: string;
    term: string;
    subject: string;
    average: string;
    mark: string;
    graded: string;
    missing: string;
    none: string;
  };
  cards: Omit<ReportCard, 'term'>[];
}

const MARGIN = 48;
const ROW = 22;
const HEADER_ROW = 34;

/** A class's report cards for a term, one pupil to an A4 page, to print and hand out. */
export async function renderReportCards(sheet: ReportCardSheet): Promise<Buffer> {
  const { doc, done } = await createPdf(`${sheet.labels.title} — ${sheet.className} — ${sheet.term.name}`);
  for (const card of sheet.cards) drawCard(doc, sheet, card);
  if (sheet.cards.length === 0) doc.addPage();
  doc.end();
  return done;
}

function drawCard(doc: PDFKit.PDFDocument, sheet: ReportCardSheet, card: ReportCardSheet['cards'][number]) {
  const { labels } = sheet;
  const width = A4.width - 2 * MARGIN;
  doc.addPage();
  doc.font('text').fontSize(10).fillColor('#5f6368').text(sheet.schoolName, MARGIN, MARGIN, { width });
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#202124')
    .text(labels.title, MARGIN, MARGIN + 18, { width });
  doc
    .font('bold')
    .fontSize(14)
    .text(card.student.fullName, MARGIN, MARGIN + 48, { width });
  doc
    .font('text')
    .fontSize(11)
    .fillColor('#3c4043')
    .text(
      `${sheet.className} · ${labels.term}: ${sheet.term.name} (${sheet.term.start} — ${sheet.term.end})`,
      MARGIN,
      MARGIN + 70,
      { width },
    );
  // Subject (with its class) wide, the four figures narrow on the right.
  const figures = [70, 70, 80, 100];
  const columns = [
    { label: labels.subject, width: width - figures.reduce((sum, w) => sum + w, 0) },
    { label: labels.average, width: figures[0]! },
    { label: labels.mark, width: figures[1]! },
    { label: labels.graded, width: figures[2]! },
    { label: labels.missing, width: figures[3]! },
  ];
  let y = MARGIN + 104;
  /** A row of cells; the header's words may wrap onto two lines, a pupil's row stays on one. */
  const drawRow = (cells: string[], header: boolean) => {
    const height = header ? HEADER_ROW : ROW;
    let x = MARGIN;
    doc
      .font(header ? 'bold' : 'text')
      .fontSize(header ? 9 : 11)
      .fillColor('#202124');
    cells.forEach((cell, index) => {
      // The mark stands out: it is what goes into the school's journal.
      if (!header && index === 2) doc.font('bold');
      doc.text(cell, x + 4, y + 6, {
        width: columns[index]!.width - 8,
        height: height - 8,
        ...(header ? {} : { lineBreak: false, ellipsis: true }),
      });
      if (!header && index === 2) doc.font('text');
      x += columns[index]!.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#9aa0a6')
      .stroke();
    y += height;
  };
  drawRow(
    columns.map((column) => column.label),
    true,
  );
  if (card.classes.length === 0) drawRow([labels.none, '', '', '', ''], false);
  for (const row of card.classes) {
    drawRow(
      [
        row.subject ? `${row.subject} (${row.className})` : row.className,
        row.graded > 0 ? String(row.averageScore) : '—',
        row.mark === null ? '—' : String(row.mark),
        String(row.graded),
        String(row.missing),
      ],
      false,
    );
  }
}
