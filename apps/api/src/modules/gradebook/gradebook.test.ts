import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createClass, createTask, grade, submit } from '../../test/fixtures';
import { bearer, json, registerUser, type TestUser } from '../../test/http';
import { defuse } from '../../lib/csv';

/** Splits CSV the way a spreadsheet does for the given separator (RFC 4180 quotes, CRLF rows). */
function parseCsv(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const FORMULA = /^[=+\-@]/;

describe('the gradebook against formula injection', () => {
  let ctx: TestContext;
  let teacher: TestUser;
  let classId: string;
  let taskId: string;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    teacher = await registerUser(ctx.app, 'teacher');
    const students = [
      await registerUser(ctx.app, 'student', { fullName: '=HYPERLINK("http://evil.example";"bosing")' }),
      await registerUser(ctx.app, 'student', { fullName: "O'g'iloy; -2+3" }),
    ];
    classId = (await createClass(ctx.app, teacher, students, { name: '7-A; @SUM(1)' }))._id;
    taskId = (await createTask(ctx.app, teacher, { classId, title: 'x;=1+1' }))._id;
    await createTask(ctx.app, teacher, { classId, title: 'Vazifa, +7 ball' });
    const submission = json(await submit(ctx.app, students[1]!, taskId)).data.submission;
    await grade(ctx.app, teacher, submission._id, 90, "Yaxshi;=cmd|' /C calc'!A0");
  });
  afterAll(async () => ctx?.close());

  const download = (query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/classes/${classId}/gradebook${query}`, headers: bearer(teacher) });

  it.each([
    ['the whole class', '', "x;'=1+1"],
    ['one task', `?taskId=${'TASK'}`, "Yaxshi;'=cmd"],
  ])('gives %s as CSV no cell of which is a formula, split on commas or on semicolons', async (_label, query, kept) => {
    const response = await download(query.replace('TASK', taskId));
    expect(response.statusCode).toBe(200);
    const text = response.body.replace(/^\uFEFF/, '');
    for (const separator of [',', ';'] as const) {
      const cells = parseCsv(text, separator).flat();
      const dangerous = cells.filter((cell) => FORMULA.test(cell.trimStart()));
      expect(dangerous, `split on "${separator}"`).toEqual([]);
    }
    // Read with the right separator, the text is all there.
    const rows = parseCsv(text, ',');
    expect(rows.flat().join(' ')).toContain(kept);
  });

  it('keeps the text readable: only the formula character gets an apostrophe', () => {
    expect(defuse('x;=1+1')).toBe("x;'=1+1");
    expect(defuse('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(defuse('a, -b')).toBe("a, '-b");
    expect(defuse("O'zbek tili — insho")).toBe("O'zbek tili — insho");
    expect(defuse('Aziza Karimova')).toBe('Aziza Karimova');
  });

  it('offers an Excel workbook whose cells are text and numbers, never formulas', async () => {
    const response = await download('?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="baholar-7-A-SUM-1\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    // A sheet per term, then the year's: every task.
    const sheet = workbook.worksheets.at(-1)!;
    expect(sheet.name).toBe('Yillik');
    const values: unknown[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        values.push(cell.value);
      }),
    );
    expect(values).toContain('x;=1+1');
    expect(values).toContain('=HYPERLINK("http://evil.example";"bosing")');
    expect(values).toContain(90);
  });
});
