import type { GradebookSheet, Tone } from './service';

/** Fill colours of the workbook's cells: the marks as the app colours them, missing and excused work. */
const FILLS: Record<Tone, string> = {
  green: 'FFD3F9D8',
  blue: 'FFD0EBFF',
  yellow: 'FFFFF3BF',
  red: 'FFFFE3E3',
  missing: 'FFFFC9C9',
  excused: 'FFE9ECEF',
};

/**
 * The gradebook as an Excel workbook, a sheet each (the terms and the year): text cells are text
 * and numbers numbers, so nothing in it is ever a formula, and there is no separator for a locale
 * to get wrong. The header row and the name column stay in view; marks are coloured.
 */
export async function writeXlsx(sheets: GradebookSheet[]): Promise<Buffer> {
  // Loaded on the first export, not at start: it is the heaviest module the server has (about a
  // second of a restart on a busy machine), and most days nobody exports a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sinfxona';
  const used = new Set<string>();
  for (const { name, rows, tones, boldRows = [] } of sheets) {
    // Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name, each name once.
    const base = name.replace(/[:\\/?*[\]]/g, '-').slice(0, 28) || 'Baholar';
    let sheetName = base;
    for (let n = 2; used.has(sheetName.toLowerCase()); n += 1) sheetName = `${base} ${n}`;
    used.add(sheetName.toLowerCase());
    const sheet = workbook.addWorksheet(sheetName);
    rows.forEach((row, r) => {
      const added = sheet.addRow(row.map((value) => value ?? ''));
      tones[r]?.forEach((tone, c) => {
        if (tone) added.getCell(c + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS[tone] } };
      });
    });
    for (const index of [0, ...boldRows]) sheet.getRow(index + 1).font = { bold: true };
    sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
    sheet.columns.forEach((column, index) => {
      const longest = Math.max(...rows.map((row) => String(row[index] ?? '').length));
      column.width = Math.min(40, Math.max(8, longest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
