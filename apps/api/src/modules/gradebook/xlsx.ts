import type { CellValue } from '../../lib/csv';

/**
 * The gradebook as an Excel workbook: text cells are text and numbers numbers, so nothing in it
 * is ever a formula, and there is no separator for a locale to get wrong.
 */
export async function writeXlsx(sheetName: string, rows: CellValue[][]): Promise<Buffer> {
  // Loaded on the first export, not at start: it is the heaviest module the server has (about a
  // second of a restart on a busy machine), and most days nobody exports a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sinfxona';
  // Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name.
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, '-').slice(0, 31) || 'Baholar');
  for (const row of rows) sheet.addRow(row.map((value) => value ?? ''));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...rows.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(40, Math.max(8, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
