import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass } from '../../test/fixtures';
import { bearer, createAdmin, createGuardian, json, registerUser, sendMultipart, type TestUser } from '../../test/http';

type Row = { line: number; fullName: string; username: string; status: string; message?: string; password?: string };

async function xlsx(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDatabases)('roster import on %s', (kind) => {
  let ctx: TestContext;
  let admin: { token: string };
  let teacher: TestUser;
  /** A teacher of another class (registered before the admin exists: sign-up is open until then). */
  let stranger: TestUser;
  let classA: string;

  const upload = (user: { token: string }, url: string, file: Buffer, fields: Record<string, string> = {}) =>
    sendMultipart(ctx.app, 'POST', url, user, [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename: 'roster.xlsx', content: file },
    ]);
  const importRows = async (file: Buffer, fields: Record<string, string> = {}) => {
    const response = await upload(admin, '/api/admin/imports', file, fields);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data.import as { _id: string; rows: Row[]; created: number; errors: number };
  };
  const pupilCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'student')
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    teacher = await registerUser(ctx.app, 'teacher');
    stranger = await registerUser(ctx.app, 'teacher');
    classA = (await createClass(ctx.app, teacher, [], { name: '7-A' }))._id;
    admin = await createAdmin(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it('shows every row’s fate in a dry run and writes nothing', async () => {
    const before = await pupilCount();
    const result = await importRows(
      await xlsx([
        ['fullName', 'class', 'username'],
        ['Gʻulomov Oʻktam', '7-A', ''],
        ['Karimova Aziza', '11-Z', ''],
        ['Қодиров Шоҳрух', '7-A', 'shohrux.q'],
      ]),
      { dryRun: 'true' },
    );
    expect(result).toMatchObject({ created: 0, errors: 1 });
    expect(result.rows).toEqual([
      { line: 2, fullName: 'Gʻulomov Oʻktam', username: 'gulomov.oktam', className: '7-A', status: 'create' },
      {
        line: 3,
        fullName: 'Karimova Aziza',
        username: '',
        className: '11-Z',
        status: 'error',
        message: "Bunday sinf yo'q: 11-Z",
      },
      { line: 4, fullName: 'Қодиров Шоҳрух', username: 'shohrux.q', className: '7-A', status: 'create' },
    ]);
    expect(await pupilCount()).toBe(before);
  });

  it('creates nobody when any row is an error, even when asked to commit', async () => {
    const before = await pupilCount();
    const result = await importRows(
      await xlsx([
        ['fullName', 'class'],
        ['Olimov Bekzod', '7-A'],
        ['', '7-A'],
      ]),
    );
    expect(result).toMatchObject({ created: 0, errors: 1 });
    expect(result.rows[1]).toMatchObject({ status: 'error', message: 'Ism-familiya yozilmagan' });
    expect(await pupilCount()).toBe(before);
  });

  it('creates pupils with usernames and one-time passwords, enrols them, and creates nobody twice', async () => {
    const file = await xlsx([
      ['№', 'F.I.Sh', 'Sinf', 'Login', 'Email'],
      [1, 'Gʻulomov Oʻktam', '7-A', '', ''],
      [2, 'Gulomov Oktam', '7-A; 8-B ingliz', '', ''],
      [3, 'Қодирова Мадина', '8-B ingliz', 'madina.q', ''],
      [4, 'Saidova Nilufar', '8-B ingliz', '', `nilufar-${kind}@maktab.uz`],
    ]);
    const result = await importRows(file, { createClasses: 'true' });
    expect(result).toMatchObject({ created: 4, errors: 0 });
    expect(result.rows.map((row) => [row.username, row.status])).toEqual([
      ['gulomov.oktam', 'create'],
      ['gulomov.oktam2', 'create'],
      ['madina.q', 'create'],
      ['saidova.nilufar', 'create'],
    ]);
    for (const row of result.rows) expect(row.password).toMatch(/^[A-Z2-9]{10}$/);

    // A card's username and password sign in; the password must be changed first.
    const first = result.rows[0]!;
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: first.username, password: first.password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn).data.user).toMatchObject({ mustChangePassword: true, email: null, role: 'student' });
    const roster = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/${classA}/students`,
      headers: bearer(teacher),
    });
    const names = (json(roster).data.users as { fullName: string }[]).map((student) => student.fullName);
    expect(names).toEqual(expect.arrayContaining(['Gʻulomov Oʻktam', 'Gulomov Oktam']));
    const made = await ctx.db
      .selectFrom('classes')
      .select(['id', 'student_count'])
      .where('name', '=', '8-B ingliz')
      .execute();
    expect(made).toEqual([{ id: expect.any(String), student_count: 3 }]);
    const stored = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', first.username)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(first.password);

    const again = await importRows(file, { createClasses: 'true' });
    expect(again).toMatchObject({ created: 0, errors: 0 });
    expect(again.rows.map((row) => row.status)).toEqual(['exists', 'exists', 'exists', 'exists']);

    // The cards: one A4 page for four pupils, for admins, for 24 hours.
    const cards = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${result._id}/cards.pdf`,
      headers: bearer(admin),
    });
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['content-type']).toBe('application/pdf');
    expect(cards.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const byTeacher = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${result._id}/cards.pdf`,
      headers: bearer(teacher),
    });
    expect(byTeacher.statusCode).toBe(403);
    // With a parent code on each card: a new one-use code per pupil, which links the parent.
    const withCodes = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${result._id}/cards.pdf?guardianCodes=true`,
      headers: bearer(admin),
    });
    expect(withCodes.statusCode).toBe(200);
    const codes = await ctx.db
      .selectFrom('guardian_codes')
      .innerJoin('users', 'users.id', 'guardian_codes.student_id')
      .select(['guardian_codes.code', 'users.username'])
      .where('users.username', '=', first.username)
      .execute();
    expect(codes).toHaveLength(1);
    expect(codes[0]!.code).toMatch(/^[A-Z0-9]{8}$/);
    const parent = await createGuardian(ctx.app, { fullName: 'Gʻulomova Nodira' });
    const linked = await ctx.app.inject({
      method: 'POST',
      url: '/api/guardian/children',
      headers: bearer(parent),
      payload: { code: codes[0]!.code },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    await ctx.db
      .updateTable('roster_imports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', result._id)
      .execute();
    const late = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${result._id}/cards.pdf`,
      headers: bearer(admin),
    });
    expect(late.statusCode).toBe(404);
  });

  it('lets a teacher import into a class they teach, and only that class', async () => {
    const file = Buffer.from('\uFEFFfullName;username\nRahimov Jasur;\nTursunova Laylo;laylo.t\n', 'utf8');
    const imported = await upload(teacher, `/api/classes/${classA}/import`, file);
    expect(imported.statusCode, imported.body).toBe(200);
    const result = json(imported).data.import as { _id: string; created: number; rows: Row[] };
    expect(result.created).toBe(2);
    const roster = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/${classA}/students`,
      headers: bearer(teacher),
    });
    expect((json(roster).data.users as { fullName: string }[]).map((s) => s.fullName)).toEqual(
      expect.arrayContaining(['Rahimov Jasur', 'Tursunova Laylo']),
    );
    const cards = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/${classA}/imports/${result._id}/cards.pdf`,
      headers: bearer(teacher),
    });
    expect(cards.statusCode).toBe(200);

    expect((await upload(stranger, `/api/classes/${classA}/import`, file)).statusCode).toBe(404);
    const pupil = await registerUser(ctx.app, 'student');
    expect((await upload(pupil, `/api/classes/${classA}/import`, file)).statusCode).toBe(403);
    const theirCards = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/${classA}/imports/${result._id}/cards.pdf`,
      headers: bearer(stranger),
    });
    expect(theirCards.statusCode).toBe(404);
  });

  it('refuses a file it cannot read with a clear message, changing nothing', async () => {
    const notUtf8 = await upload(admin, '/api/admin/imports', Buffer.from([0x46, 0x49, 0xce, 0xee, 0x0a]));
    expect(notUtf8.statusCode).toBe(400);
    expect(json(notUtf8).message).toBe('CSV faylni UTF-8 kodlashda saqlang');
    const noHeader = await upload(admin, '/api/admin/imports', Buffer.from('ism;sana\nAli;2014\n'));
    expect(json(noHeader).message).toBe("Birinchi qatorda fullName, class ustunlari bo'lishi kerak");
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
  });

  it('imports 2,000 pupils into 70 classes in under 10 s, in one transaction', async () => {
    const rows: string[][] = [['fullName', 'class']];
    for (let i = 0; i < 2000; i += 1) rows.push([`Oʻquvchi ${i} Familiya${i % 97}`, `Sinf ${i % 70}`]);
    const file = await xlsx(rows);
    const started = performance.now();
    const result = await importRows(file, { createClasses: 'true' });
    const seconds = (performance.now() - started) / 1000;
    const cards = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${result._id}/cards.pdf`,
      headers: bearer(admin),
    });
    const pages = cards.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length;
    console.info(
      `roster import on ${kind}: 2,000 rows (XLSX ${file.length} bytes) in ${seconds.toFixed(2)} s; cards PDF ${pages} pages, ${(cards.rawPayload.length / 1024).toFixed(0)} KB`,
    );
    expect(result).toMatchObject({ created: 2000, errors: 0 });
    expect(seconds).toBeLessThan(10);
    expect(pages).toBe(250);
  }, 60_000);
});
