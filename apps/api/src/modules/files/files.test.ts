import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FILE_MAX_BYTES } from '@sinfxona/domain/constants';
import { makeDocx, makePdf, makePng } from '../../demo/sample-files';
import { makeDocShell, makeDocWithMacros, makeExe, makeMacroWord, makeMsiLike } from '../../test/odd-files';
import { createTestContext, testDatabases, type TestContext } from '../../test/context';
import { bearer, json, multipart, registerUser, type TestUser } from '../../test/http';
import { readMultipart } from '../../plugins/multipart';
import { discardUpload } from '../../storage/uploads';
import { keepUpload } from './queries';

/**
 * A route used only here, to drive the upload pipeline the task and submission routes share.
 * Each kept file becomes a live task's file (a link to a file nothing refers to answers 404).
 */
async function uploadProbe(app: FastifyInstance) {
  const attach = async (fileId: string, ownerId: string) => {
    const now = new Date().toISOString();
    const classId = randomUUID();
    await app.deps.db
      .insertInto('classes')
      .values({
        id: classId,
        name: 'Probe',
        subject: null,
        join_code: randomUUID().slice(0, 7),
        join_enabled: 0,
        archived_at: null,
        created_by: ownerId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await app.deps.db
      .insertInto('tasks')
      .values({
        id: randomUUID(),
        class_id: classId,
        title: 'Probe',
        description: 'Probe task',
        deadline: now,
        file_id: fileId,
        created_by: ownerId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
  };
  app.post('/api/test-upload', { preHandler: [app.authenticate] }, async (request) => {
    const { fields, file } = await readMultipart(request, app.deps.tempDir);
    if (!file) return { success: true, data: { fields, file: null } };
    if (fields.reject === 'yes') {
      await discardUpload(file);
      return { success: true, data: { fields, file: null } };
    }
    const row = await keepUpload(app.deps, file, request.account.id);
    await attach(row.id, request.account.id);
    return {
      success: true,
      data: {
        fields,
        file: {
          id: row.id,
          mimeType: row.mime_type,
          size: row.size,
          name: row.original_name,
          url: app.deps.signer.sign(row.id),
        },
      },
    };
  });
}

describe.each(testDatabases)('uploads and signed file links on %s', (kind) => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { extend: uploadProbe });
    user = await registerUser(ctx.app, 'student');
  });
  afterAll(async () => ctx?.close());

  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    });
  };

  it.each([
    ['a PDF', 'insho.pdf', makePdf(['Insho']), 'application/pdf'],
    ['a PNG', 'rasm.png', makePng(), 'image/png'],
    [
      'a DOCX',
      'referat.docx',
      makeDocx(['Referat']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a legacy DOC', 'eski.doc', makeDocShell(), 'application/msword'],
  ])('keeps %s, typed by its bytes', async (_label, name, content, mime) => {
    const response = await upload([{ name: 'file', filename: name, content, contentType: 'application/octet-stream' }]);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.file).toMatchObject({ mimeType: mime, size: content.length, name });
  });

  it.each([
    ['a PDF named evil.html', 'evil.html', makePdf(['x']), 'evil.pdf'],
    ['a DOCX named invoice.exe', 'invoice.exe', makeDocx(['x']), 'invoice.docx'],
    ['a Word compound file named setup.msi', 'setup.msi', makeDocShell(), 'setup.doc'],
    ['a PNG without an extension', 'rasm', makePng(), 'rasm.png'],
    ['a JPEG-named PNG', 'photo.jpeg', makePng(), 'photo.png'],
    ['a name turned around by a bidi override', 'resume\u202Efdp.exe', makePdf(['x']), 'resumefdp.pdf'],
    ['a name with zero-width and control characters', 'ins\u200Bho\u0007 \u2066a.pdf', makePdf(['x']), 'insho a.pdf'],
  ])('keeps %s under the extension its bytes show', async (_label, name, content, stored) => {
    const response = await upload([{ name: 'file', filename: name, content }]);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.file.name).toBe(stored);
    const download = await ctx.app.inject({ method: 'GET', url: json(response).data.file.url });
    expect(download.headers['content-disposition']).toContain(`filename="${stored}"`);
  });

  it.each([
    ['an installer that merely mentions WordDocument', 'setup.doc', makeMsiLike()],
    ['a legacy Word file with macros', 'macro.doc', makeDocWithMacros()],
    ['a .docm', 'macro.docm', makeMacroWord('docm')],
    ['a DOCX carrying vbaProject.bin', 'macro.docx', makeMacroWord('docx')],
  ])('refuses %s (415)', async (_label, name, content) => {
    const response = await upload([{ name: 'file', filename: name, content }]);
    expect(response.statusCode).toBe(415);
    expect(json(response).code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('reads text fields sent before and after the file', async () => {
    const response = await upload([
      { name: 'before', value: 'birinchi' },
      { name: 'file', filename: 'a.pdf', content: makePdf(['x']) },
      { name: 'after', value: 'oxirgi' },
    ]);
    expect(json(response).data.fields).toEqual({ before: 'birinchi', after: 'oxirgi' });
  });

  it('refuses an .exe renamed .pdf (415) whatever type the client claims', async () => {
    const response = await upload([
      { name: 'file', filename: 'virus.pdf', content: makeExe(), contentType: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: "Bu fayl turi qo'llab-quvvatlanmaydi",
    });
  });

  it('stops an 11 MB upload at the limit (413) and leaves no temp file behind', async () => {
    const big = Buffer.concat([makePdf(['big']), Buffer.alloc(11 * 1024 * 1024 - 500, 0x20)]);
    expect(big.length).toBeGreaterThan(FILE_MAX_BYTES);
    const response = await upload([
      { name: 'file', filename: 'big.pdf', content: big, contentType: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: "Fayl hajmi 10MB dan katta bo'lishi mumkin emas",
    });
    expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([makePdf(['edge']), Buffer.alloc(FILE_MAX_BYTES - makePdf(['edge']).length, 0x20)]);
    const response = await upload([{ name: 'file', filename: 'edge.pdf', content: exact }]);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.file.size).toBe(FILE_MAX_BYTES);
  });

  it('refuses an empty file and a non-multipart body', async () => {
    expect((await upload([{ name: 'file', filename: 'empty.pdf', content: Buffer.alloc(0) }])).statusCode).toBe(400);
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      payload: { a: 1 },
      headers: bearer(user),
    });
    expect(plain.statusCode).toBe(415);
  });

  it('serves a kept file through its signed link only, with a safe disposition', async () => {
    const content = makePdf(['Uy vazifasi']);
    const response = await upload([{ name: 'file', filename: "O'zbek tili — insho.pdf", content }]);
    const url: string = json(response).data.file.url;
    expect(url).toMatch(/^\/api\/files\/[\w-]+\?expires=\d+&signature=[\w-]+$/);

    const download = await ctx.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // RFC 5987: the apostrophe is %27 in filename*, so the name survives the download intact.
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="O'zbek tili _ insho.pdf"; filename*=UTF-8''O%27zbek%20tili%20%E2%80%94%20insho.pdf`,
    );
    const encoded = String(download.headers['content-disposition']).split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe("O'zbek tili — insho.pdf");
    // Opened in the browser, a user's file runs nothing.
    expect(download.headers['content-security-policy']).toBe('sandbox');

    const tampered = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const unsigned = url.split('?')[0]!;
    expect((await ctx.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(403);
    const id = unsigned.split('/').pop()!;
    // A link signed two hours ago: its signature is right (it would open the file just before its
    // expiry), so only the expiry can refuse it.
    const expired = ctx.app.deps.signer.sign(id, Date.now() - 2 * 3_600_000);
    const expiredQuery = new URL(expired, 'http://x').searchParams;
    const expiredAt = Number(expiredQuery.get('expires'));
    expect(expiredAt * 1000).toBeLessThan(Date.now());
    expect(ctx.app.deps.signer.verify(id, expiredAt, expiredQuery.get('signature')!, expiredAt * 1000 - 1)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc?expires=1&signature=x' })).statusCode,
    ).toBe(400);
  });

  it('signs links that expire and cannot be moved to another file', () => {
    const signer = ctx.app.deps.signer;
    const now = Date.now();
    const url = new URL(signer.sign('file-a', now), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(signer.verify('file-a', expires, signature, now)).toBe(true);
    expect(signer.verify('file-b', expires, signature, now)).toBe(false);
    expect(signer.verify('file-a', expires, signature, expires * 1000 + 1)).toBe(false);
  });
});
