import net from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../demo/sample-files';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask } from '../test/fixtures';
import { bearer, json, multipart, registerUser, type TestUser } from '../test/http';

interface RawExchange {
  status: string;
  body: string;
  /** Milliseconds from the first byte sent to the first byte of the answer. */
  answeredAfterMs: number;
  /** How much of the body had been sent when the answer came. */
  sentWhenAnswered: number;
  /** Whether the server closed or reset the connection before the client finished sending. */
  cutOff: boolean;
}

/**
 * Sends a request over a raw socket the way a slow mobile client does: the body in 64 KB pieces
 * with a pause between them, reading whatever the server answers meanwhile.
 */
async function slowPost(port: number, url: string, headers: Record<string, string>, body: Buffer, pauseMs = 15) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let answer = '';
  let answeredAfterMs = -1;
  let sentWhenAnswered = -1;
  let sent = 0;
  let closed = false;
  socket.on('data', (chunk) => {
    if (answeredAfterMs < 0) {
      answeredAfterMs = Date.now() - started;
      sentWhenAnswered = sent;
    }
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => (closed = true));
  socket.on('close', () => (closed = true));
  const head = Object.entries({ ...headers, 'content-length': String(body.length), host: 'localhost' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${url} HTTP/1.1\r\n${head}\r\n`);
  for (let offset = 0; offset < body.length && !closed; offset += 64 * 1024) {
    socket.write(body.subarray(offset, offset + 64 * 1024));
    sent = Math.min(body.length, offset + 64 * 1024);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const cutOff = closed && sent < body.length;
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
  const [statusLine = '', rest = ''] = answer.split('\r\n\r\n');
  return {
    status: statusLine.split('\r\n')[0]!,
    body: rest,
    answeredAfterMs,
    sentWhenAnswered,
    cutOff,
  } satisfies RawExchange;
}

describe('refusals and limits over real HTTP', () => {
  let ctx: TestContext;
  let port: number;
  let teacher: TestUser;
  let student: TestUser;
  let taskId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    ctx = await createTestContext('sqlite', { env: { REQUEST_TIMEOUT_MS: '1500' }, logStream });
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    const classId = (await createClass(ctx.app, teacher, [student]))._id;
    taskId = (await createTask(ctx.app, teacher, { classId }))._id;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => ctx?.close());

  it('answers a multipart body cut short with 400 and the envelope, and leaves no temp file', async () => {
    const whole = multipart([{ name: 'file', filename: 'javob.pdf', content: makePdf(['javob']) }]);
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${taskId}`,
      payload: cut,
      headers: { ...whole.headers, ...bearer(student) },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(json(response).message).toBe("Yuborilgan forma buzilgan yoki to'liq kelmagan. Qayta yuboring");
    expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it('answers a multipart body without its boundary with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${taskId}`,
      payload: 'anything',
      headers: { 'content-type': 'multipart/form-data', ...bearer(student) },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_ERROR');
  });

  it('answers a path parameter over 100 characters with 414 and the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${'a'.repeat(101)}`,
      headers: { ...bearer(student), 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(414);
    expect(json(response)).toEqual({ success: false, code: 'VALIDATION_ERROR', message: 'The address is too long' });
  });

  it('lets a slow client finish sending a refused JSON body, so it sees the 413 and its message', async () => {
    const body = Buffer.from(JSON.stringify({ question: 'x'.repeat(3 * 1024 * 1024) }));
    const exchange = await slowPost(
      port,
      '/api/ai/ask',
      { 'content-type': 'application/json', ...bearer(student) },
      body,
      5,
    );
    expect(exchange.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(exchange.body)).toMatchObject({ success: false, code: 'FILE_TOO_LARGE' });
    expect(exchange.cutOff).toBe(false);
  });

  it('refuses an 11 MB upload as soon as it passes 10 MB, and still lets the client finish', async () => {
    const big = multipart([
      {
        name: 'file',
        filename: 'katta.pdf',
        content: Buffer.concat([makePdf(['x']), Buffer.alloc(13 * 1024 * 1024, 0x20)]),
      },
    ]);
    const exchange = await slowPost(
      port,
      `/api/submissions/${taskId}`,
      { ...big.headers, ...bearer(student) },
      big.payload,
      2,
    );
    expect(exchange.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(exchange.sentWhenAnswered).toBeLessThan(big.payload.length);
    expect(exchange.cutOff).toBe(false);
    expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it('cuts off a client that sends its upload a trickle at a time, and removes its temp file', async () => {
    const body = multipart([
      {
        name: 'file',
        filename: 'sekin.pdf',
        content: Buffer.concat([makePdf(['x']), Buffer.alloc(64 * 1024 * 40, 0x20)]),
      },
    ]);
    const started = Date.now();
    const exchange = await slowPost(
      port,
      `/api/submissions/${taskId}`,
      { ...body.headers, ...bearer(student) },
      body.payload,
      400,
    );
    // REQUEST_TIMEOUT_MS is 1.5 s here: the server gives up long before the 16 s the trickle needs.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(exchange.cutOff).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it('keeps signed-link secrets out of the request log', async () => {
    const task = await createTask(
      ctx.app,
      teacher,
      { classId: (await createClass(ctx.app, teacher))._id },
      {
        filename: 'shart.pdf',
        content: makePdf(['shart']),
      },
    );
    const url = task.file!.fileUrl;
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = logLines.filter((line) => line.includes('/api/files/'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes(signature))).toBe(false);
    expect(lines.some((line) => line.includes('signature=[redacted]'))).toBe(true);
  });
});
