export type CellValue = string | number | null;

/** Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A separator followed by a formula character: Excel in Uzbek or Russian splits on `;` (and
 * ignores our quotes mid-field), so `x;=1+1` would give a cell starting with `=`.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t])(\s*)(?=[=+\-@])/g;

/** Text that no spreadsheet, splitting on `,` or `;`, can read as a formula. */
export function defuse(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** A CSV field: text is defused, then quoted when it holds a separator, a quote or a line break. */
function csvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = defuse(value);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file Excel opens with Uzbek letters intact: UTF-8 with a BOM, CRLF line ends. */
export function writeCsv(rows: CellValue[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
