import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makePng } from '../../demo/sample-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { createClass, createClassroom, createTask } from '../../test/fixtures';
import { bearer, json, registerUser, sendMultipart, type TestUser } from '../../test/http';
import { makeDocShell } from '../../test/odd-files';
import { makeJpeg, makeWordWithLink, withExifOrientation } from '../../test/photos';

type Part = { name: string; filename: string; content: Buffer; contentType?: string };
const photo = (content: Buffer, index: number): Part => ({
  name: 'file',
  filename: `IMG_${index}.jpg`,
  content,
  contentType: 'image/jpeg',
});

/** Photos of notebook pages handed in as one PDF, and Word files shown in place. */
describe.each(testDatabases)('photos and previews on %s', (kind) => {
  let ctx: TestContext;
  let teacher: TestUser;
  let student: TestUser;
  let otherTeacher: TestUser;
  let classId: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ({ teacher, student, classId } = await createClassroom(ctx.app));
    otherTeacher = await registerUser(ctx.app, 'teacher');
    await createClass(ctx.app, otherTeacher, [], { name: '8-B' });
  });
  afterAll(async () => ctx?.close());

  const handIn = async (parts: Part[], title = 'Daftar') => {
    const task = await createTask(ctx.app, teacher, { classId, title });
    const response = await sendMultipart(ctx.app, 'POST', `/api/submissions/${task._id}`, student, parts);
    return { task, response };
  };
  const fetchFile = async (fileUrl: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: fileUrl });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const pageSizes = async (bytes: Buffer) =>
    (await PDFDocument.load(bytes)).getPages().map((page) => [page.getWidth(), page.getHeight()]);
  const preview = (user: TestUser, fileId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/files/${fileId}/preview`, headers: bearer(user) });
  const fileIdOf = (fileUrl: string) => new URL(fileUrl, 'http://x').pathname.split('/').pop()!;

  it('keeps three photos as one PDF, a page each in the order sent, sized to each photo', async () => {
    const photos = [makeJpeg(120, 90), makePng(64, 200), makeJpeg(300, 40)];
    const parts = photos.map((content, index) =>
      index === 1 ? { name: 'file', filename: 'b.png', content, contentType: 'image/png' } : photo(content, index),
    );
    const { task, response } = await handIn(parts, 'Kasrlar: 3-mashq');
    expect(response.statusCode).toBe(201);
    const submission = json(response).data.submission;
    expect(submission.fileName).toBe('Kasrlar 3-mashq-photos.pdf');
    const file = await fetchFile(submission.fileUrl);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await pageSizes(file.rawPayload)).toEqual([
      [120, 90],
      [64, 200],
      [300, 40],
    ]);
    // The teacher's list shows that one file; another class's teacher is not let in.
    const list = await ctx.app.inject({ method: 'GET', url: `/api/submissions/${task._id}`, headers: bearer(teacher) });
    expect(json(list).data.submissions[0].fileName).toBe('Kasrlar 3-mashq-photos.pdf');
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/${task._id}`,
      headers: bearer(otherTeacher),
    });
    expect(stranger.statusCode).toBe(404);
    const attempts = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/${submission._id}/attempts`,
      headers: bearer(otherTeacher),
    });
    expect(attempts.statusCode).toBe(404);
    expect((await preview(otherTeacher, fileIdOf(submission.fileUrl))).statusCode).toBe(404);
  });

  it('turns a photo upright by its EXIF orientation: 6 makes a portrait page of a landscape picture', async () => {
    const turned = withExifOrientation(makeJpeg(160, 120), 6);
    const upside = withExifOrientation(makeJpeg(160, 120), 3);
    const { response } = await handIn([photo(turned, 1), photo(upside, 2)]);
    expect(response.statusCode).toBe(201);
    const file = await fetchFile(json(response).data.submission.fileUrl);
    expect(await pageSizes(file.rawPayload)).toEqual([
      [120, 160],
      [160, 120],
    ]);
  });

  it('refuses more than 10 MB of photos together (413), 11 photos (400) and a photo with a document (400)', async () => {
    const big = Buffer.concat([makeJpeg(16, 16), Buffer.alloc(3.6 * 1024 * 1024, 7)]);
    const tooBig = await handIn([photo(big, 1), photo(big, 2), photo(big, 3)]);
    expect(tooBig.response.statusCode).toBe(413);
    expect(json(tooBig.response).message).toBe("Fayl hajmi 10MB dan katta bo'lishi mumkin emas");

    const eleven = await handIn(Array.from({ length: 11 }, (_, index) => photo(makeJpeg(8 + index, 8), index)));
    expect(eleven.response.statusCode).toBe(400);
    expect(json(eleven.response).message).toBe("Bir vaqtda ko'pi bilan 10 ta rasm topshirish mumkin");
    const ten = await handIn(Array.from({ length: 10 }, (_, index) => photo(makeJpeg(8 + index, 8), index)));
    expect(ten.response.statusCode).toBe(201);

    const mixed = await handIn([
      photo(makeJpeg(40, 40), 1),
      { name: 'file', filename: 'javob.pdf', content: makePdf(['javob']), contentType: 'application/pdf' },
    ]);
    expect(mixed.response.statusCode).toBe(400);
    expect(json(mixed.response).message).toBe("Rasmlar JPEG yoki PNG bo'lishi kerak, hujjat esa alohida topshiriladi");
    // Nothing was kept of the refused ones.
    for (const refused of [tooBig, eleven, mixed]) {
      const rows = await ctx.db
        .selectFrom('submissions')
        .select('id')
        .where('task_id', '=', refused.task._id)
        .execute();
      expect(rows).toHaveLength(0);
    }
  });

  it('takes one document as before, and photos again for the next attempt after a return', async () => {
    const { task, response } = await handIn([
      { name: 'file', filename: 'javob.pdf', content: makePdf(['javob']), contentType: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const first = json(response).data.submission;
    expect(first.fileName).toBe('javob.pdf');
    const returned = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${first._id}/return`,
      headers: bearer(teacher),
      payload: { feedback: 'Daftarni suratga olib yuboring' },
    });
    expect(returned.statusCode).toBe(200);
    const again = await sendMultipart(ctx.app, 'POST', `/api/submissions/${task._id}`, student, [
      photo(makeJpeg(50, 70), 1),
      photo(makeJpeg(70, 50), 2),
    ]);
    expect(again.statusCode).toBe(201);
    const second = json(again).data.submission;
    expect(second.attempt).toBe(2);
    expect(await pageSizes((await fetchFile(second.fileUrl)).rawPayload)).toEqual([
      [50, 70],
      [70, 50],
    ]);
  });

  it('shows a DOCX as sanitised HTML to those who may see it; a DOC is 415, another class 404', async () => {
    const word = makeWordWithLink(
      ['Birinchi qator', '<script>alert(1)</script>', '<img src=x onerror=alert(2)>'],
      'javascript:alert(3)',
    );
    const { response } = await handIn([{ name: 'file', filename: 'referat.docx', content: word }]);
    expect(response.statusCode).toBe(201);
    const fileId = fileIdOf(json(response).data.submission.fileUrl);
    for (const user of [teacher, student]) {
      const shown = await preview(user, fileId);
      expect(shown.statusCode).toBe(200);
      const { html } = json(shown).data as { html: string };
      expect(html).toContain('<strong>Uy vazifasi</strong>');
      expect(html).toContain('<p>Birinchi qator</p>');
      // Markup typed as text stays text; the javascript: link loses its target.
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toMatch(/<script|<img|javascript:/i);
      expect(html).toContain('<a>havola</a>');
    }
    expect((await preview(otherTeacher, fileId)).statusCode).toBe(404);
    const classmate = await registerUser(ctx.app, 'student');
    expect((await preview(classmate, fileId)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/${fileId}/preview` })).statusCode).toBe(401);

    const doc = await handIn([{ name: 'file', filename: 'eski.doc', content: makeDocShell() }]);
    const docShown = await preview(teacher, fileIdOf(json(doc.response).data.submission.fileUrl));
    expect(docShown.statusCode).toBe(415);
    expect(json(docShown).message).toBe(
      "Bu yerda faqat Word (DOCX) fayli ko'rsatiladi: bu faylni ochish uchun uni yuklab oling",
    );
    const plain = await handIn([{ name: 'file', filename: 'oddiy.docx', content: makeDocx(['Salom']) }]);
    const plainShown = await preview(teacher, fileIdOf(json(plain.response).data.submission.fileUrl));
    expect(json(plainShown).data.html).toBe('<p>Salom</p>');
    expect((await preview(teacher, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
