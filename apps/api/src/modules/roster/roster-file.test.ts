import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRosterFile, ROSTER_MAX_ROWS } from './roster-file';

/** An XLSX as a school's office program writes it: a title row, the header, extra columns, styled cells. */
async function xlsx(rows: unknown[][], sheets: string[] = ['Roster']) {
  const workbook = new ExcelJS.Workbook();
  for (const name of sheets) workbook.addWorksheet(name);
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const csv = (text: string) => Buffer.from(text, 'utf8');

describe('reading a roster file', () => {
  it('reads the first sheet of an XLSX below a title row, with extra columns, rich text and a formula', async () => {
    const bytes = await xlsx(
      [
        ['14-maktab, 2026/2027 o‘quv yili'],
        ['№', 'F.I.Sh', 'Tug‘ilgan sana', 'Sinf', 'Login'],
        [1, { richText: [{ text: 'Gʻulomov ' }, { text: 'Oʻktam', font: { bold: true } }] }, '2014-03-01', '5-A', ''],
        [2, 'Қодирова  Мадина', '2014-05-11', { formula: '"5-"&"B"', result: '5-B' }, 'Madina.Q'],
        [],
        [3, 'Karimov Aziz', '', '5-A; 5-B ingliz', ''],
      ],
      ['Roster', 'Other sheet'],
    );
    const file = await readRosterFile(bytes);
    expect(file).toEqual({
      ok: true,
      rows: [
        { line: 3, fullName: 'Gʻulomov Oʻktam', classNames: ['5-A'], username: '', email: '' },
        { line: 4, fullName: 'Қодирова Мадина', classNames: ['5-B'], username: 'madina.q', email: '' },
        { line: 6, fullName: 'Karimov Aziz', classNames: ['5-A', '5-B ingliz'], username: '', email: '' },
      ],
    });
  });

  it('reads CSV with a BOM and `;` between fields, the header in any order and spelling', async () => {
    const file = await readRosterFile(
      csv('\uFEFFEmail;Класс;ФИО\r\naziza@maktab.uz;7-V;Karimova Aziza\r\n;7-V;"Oʻrinov, Said"\r\n'),
    );
    expect(file).toEqual({
      ok: true,
      rows: [
        { line: 2, fullName: 'Karimova Aziza', classNames: ['7-V'], username: '', email: 'aziza@maktab.uz' },
        { line: 3, fullName: 'Oʻrinov, Said', classNames: ['7-V'], username: '', email: '' },
      ],
    });
  });

  it('reads comma and tab separated files and the contract’s own header names', async () => {
    for (const separator of [',', '\t']) {
      const file = await readRosterFile(
        csv(['fullName,class,username', "G'ofurov Bekzod,9-A,bekzod"].join('\n').replace(/,/g, separator)),
      );
      expect(file).toMatchObject({
        ok: true,
        rows: [{ fullName: "G'ofurov Bekzod", classNames: ['9-A'], username: 'bekzod' }],
      });
    }
  });

  it('says what is wrong with a file it cannot use', async () => {
    expect(await readRosterFile(csv('name;birthday\nAziza;2014'))).toEqual({
      ok: false,
      error: 'rosterHeaderMissing',
      params: { columns: 'fullName, class' },
    });
    expect(await readRosterFile(Buffer.from([0x46, 0x49, 0xce, 0xee, 0x0a]))).toEqual({
      ok: false,
      error: 'rosterNotUtf8',
    });
    expect(await readRosterFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]))).toEqual({
      ok: false,
      error: 'rosterUnreadable',
    });
    expect(await readRosterFile(Buffer.from('PK\x03\x04 not really a zip'))).toEqual({
      ok: false,
      error: 'rosterUnreadable',
    });
    expect(await readRosterFile(Buffer.alloc(0))).toEqual({ ok: false, error: 'rosterUnreadable' });
    const many = ['fullName,class', ...Array.from({ length: ROSTER_MAX_ROWS + 1 }, (_, i) => `Pupil ${i},5-A`)].join(
      '\n',
    );
    expect(await readRosterFile(csv(many))).toEqual({
      ok: false,
      error: 'rosterTooManyRows',
      params: { max: ROSTER_MAX_ROWS },
    });
  });
});
