import Papa from 'papaparse';
import type { MessageKey } from '@sinfxona/domain/messages';

/**
 * A school's roster as it keeps it (docs/architecture.md §4 "Roster import"): the first sheet of
 * an XLSX, or a CSV in UTF-8 (a BOM, `,` `;` or tab between fields), with a header row naming
 * `fullName` and `class` and optionally `username` and `email`, in any order, among any other
 * columns. Headers are also recognised as Uzbek and Russian schools write them (F.I.Sh, Sinf,
 * ФИО, Класс…). Each row keeps its line in the file, so a refusal can point at it.
 */
export interface RosterRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  fullName: string;
  /** The row's classes, `;`-separated in the file (a pupil in several subject classes). */
  classNames: string[];
  username: string;
  email: string;
}

export type RosterFile =
  { ok: true; rows: RosterRow[] } | { ok: false; error: MessageKey; params?: Record<string, string | number> };

export const ROSTER_MAX_ROWS = 5_000;
export const REQUIRED_COLUMNS = 'fullName, class';

type Column = 'fullName' | 'class' | 'username' | 'email';

/** Header spellings, compared without case, spaces, dots, dashes or apostrophes. */
const HEADERS: Readonly<Record<string, Column>> = Object.fromEntries(
  (
    [
      [
        'fullName',
        [
          'fullname',
          'name',
          'fio',
          'fish',
          'ismfamiliya',
          'familiyaism',
          'фио',
          'фиш',
          'исмфамилия',
          'фамилияимя',
          'имя',
        ],
      ],
      ['class', ['class', 'classes', 'sinf', 'sinflar', 'класс', 'классы', 'синф', 'guruh', 'группа']],
      ['username', ['username', 'login', 'логин', 'foydalanuvchinomi']],
      ['email', ['email', 'mail', 'pochta', 'почта', 'электроннаяпочта', 'elektronpochta']],
    ] as const
  ).flatMap(([column, names]) => names.map((name) => [name, column])),
);

/** How far down the sheet the header row may be. */
const HEADER_SEARCH_ROWS = 10;

/** Which column each known header names (the first of two alike wins). */
function columnsOf(cells: string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  cells.forEach((cell, index) => {
    const column = HEADERS[headerKey(cell)];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

const headerKey = (text: string) => text.toLowerCase().replace(/[\s.\-_'‘’ʻʼ`]/g, '');
/** Text as a person typed it: no surrounding or doubled spaces, no invisible breaks. */
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Turns the header and data rows (cells as text) into roster rows, or says what is wrong. */
function toRoster(table: { line: number; cells: string[] }[], needsClass: boolean): RosterFile {
  // The header is the first row naming both required columns: a school's sheet often has a title
  // row or two above it.
  const headerAt = table.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => {
    const found = columnsOf(row.cells);
    return found.has('fullName') && (found.has('class') || !needsClass);
  });
  if (headerAt < 0)
    return { ok: false, error: 'rosterHeaderMissing', params: { columns: needsClass ? REQUIRED_COLUMNS : 'fullName' } };
  const columns = columnsOf(table[headerAt]!.cells);
  const data = table.slice(headerAt + 1);
  const filled = data.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (filled.length > ROSTER_MAX_ROWS)
    return { ok: false, error: 'rosterTooManyRows', params: { max: ROSTER_MAX_ROWS } };
  const cell = (row: { cells: string[] }, column: Column) => {
    const index = columns.get(column);
    return index === undefined ? '' : clean(row.cells[index] ?? '');
  };
  const rows = filled.map((row) => ({
    line: row.line,
    fullName: cell(row, 'fullName'),
    classNames: cell(row, 'class')
      .split(';')
      .map(clean)
      .filter((name) => name !== ''),
    username: cell(row, 'username').toLowerCase(),
    email: cell(row, 'email').toLowerCase(),
  }));
  return { ok: true, rows };
}

/**
 * The separator a spreadsheet program wrote: the most frequent of `;` (Excel in Uzbek and Russian
 * locales), `,` and tab in the first lines, outside quotes.
 */
function delimiterOf(text: string): string {
  const head = text.slice(0, 4096).replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((separator) => [separator, head.split(separator).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ',';
}

function readCsv(bytes: Buffer, needsClass: boolean): RosterFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: 'rosterNotUtf8' };
  }
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, { delimiter: delimiterOf(body), skipEmptyLines: false });
  // Papa's rows are the file's lines in order (a quoted field may span lines: rare in a roster).
  return toRoster(
    parsed.data.map((cells, index) => ({ line: index + 1, cells: cells.map(String) })),
    needsClass,
  );
}

async function readXlsx(bytes: Buffer, needsClass: boolean): Promise<RosterFile> {
  // Loaded on the first spreadsheet, not at start-up (a third of a second).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, error: 'rosterUnreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, error: 'rosterUnreadable' };
  const table: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    // `text` is what Excel shows: rich text joined, a formula's result, a link's label, a number as written.
    row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cell.text ?? ''));
    table.push({ line, cells: Array.from(cells, (value) => value ?? '') });
  });
  return toRoster(table, needsClass);
}

/** XLSX is a zip (PK…); an old binary .xls is a compound file (D0 CF 11 E0); anything else is read as CSV text. */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
const isCompoundFile = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32BE(0) === 0xd0cf11e0;

/** Reads an uploaded roster file; a teacher's import into one class needs no `class` column. */
export async function readRosterFile(bytes: Buffer, options: { needsClass?: boolean } = {}): Promise<RosterFile> {
  const needsClass = options.needsClass ?? true;
  if (bytes.length === 0 || isCompoundFile(bytes)) return { ok: false, error: 'rosterUnreadable' };
  return isZip(bytes) ? readXlsx(bytes, needsClass) : readCsv(bytes, needsClass);
}
