import { saveDownload } from '@/shared/lib/save-download';

/** Format names the texts show as they are written in every language. */
export const FORMAT_NAMES = { xlsx: 'XLSX', utf8: 'UTF-8' } as const;

/** The columns a roster file names in its first row (the server's own header spellings). */
export const ROSTER_COLUMNS = { fullName: 'fullName', class: 'class', username: 'username', email: 'email' } as const;

/**
 * A sample roster CSV, made in the browser: a BOM so Excel reads it as UTF-8, `;` as Excel in
 * Uzbek and Russian locales writes it, Uzbek apostrophes and a Cyrillic name as real rosters have.
 */
export function sampleRosterCsv(withClass: boolean): string {
  const rows = [
    ['Gʻulomov Oʻktam', '7-A', '', ''],
    ['Қодирова Мадина', '7-A', 'madina.q', ''],
    ['Saidova Nilufar', '7-A; 8-B ingliz', '', 'nilufar@maktab.uz'],
  ];
  const header = [ROSTER_COLUMNS.fullName, ROSTER_COLUMNS.class, ROSTER_COLUMNS.username, ROSTER_COLUMNS.email];
  const pick = (cells: string[]) => (withClass ? cells : cells.filter((_, index) => index !== 1));
  const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return `\uFEFF${[header, ...rows].map((cells) => pick(cells).map(quote).join(';')).join('\r\n')}\r\n`;
}

/** Offers the sample as a file download (no request: the sample is made here). */
export function downloadSampleRoster(withClass: boolean): void {
  const data = new Blob([sampleRosterCsv(withClass)], { type: 'text/csv;charset=utf-8' });
  saveDownload({ data, status: 200, headers: {} }, withClass ? 'roster-sample.csv' : 'class-roster-sample.csv');
}
