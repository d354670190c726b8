import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createClass, createTask } from '../test/fixtures';
import { bearer, registerUser, type TestUser } from '../test/http';
import { until } from '../test/until';
import { createReadPacer } from './read-pacing';

/** A POST whose body is sent in two parts: the write is under way from the first to the second. */
function writeInTwoParts(base: string, user: TestUser, path: string, body: string) {
  const url = new URL(path, base);
  const bytes = Buffer.from(body);
  let status = 0;
  const request = http.request(url, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json', 'content-length': bytes.length },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume().on('end', () => resolve(status));
    });
    request.on('error', reject);
  });
  request.write(bytes.subarray(0, 5));
  return {
    finish() {
      request.end(bytes.subarray(5));
      return answered;
    },
  };
}

/**
 * Thirty GETs that reach the server in the same turn of its loop: the sockets are connected
 * first, then every request is written at once. Answers each one's status and body.
 */
async function crowdOfReads(base: string, user: TestUser, path: string, size = 30) {
  const { port } = new URL(base);
  const sockets = await Promise.all(
    Array.from(
      { length: size },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        let raw = '';
        socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        socket.on('end', () => {
          const [head = '', ...rest] = raw.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
        });
      }),
  );
  const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${user.token}\r\nConnection: close\r\n\r\n`;
  for (const socket of sockets) socket.write(request);
  return Promise.all(answers);
}

/** A request and its response as the pacer sees them: a method, and a response that closes. */
function fakeExchange(method: string) {
  const request = Object.assign(new EventEmitter(), { method, destroyed: false });
  const response = new EventEmitter();
  return { request: request as unknown as IncomingMessage, response: response as unknown as ServerResponse };
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the read pacer', () => {
  it('starts reads a few to a turn while a write is under way, all at once when it ends', async () => {
    const pacer = createReadPacer(3);
    const started: string[] = [];
    const write = fakeExchange('POST');
    pacer.route(write.request, write.response, () => started.push('write'));
    for (let n = 0; n < 10; n += 1) {
      const read = fakeExchange('GET');
      pacer.route(read.request, read.response, () => started.push(`read ${n}`));
    }
    // The write at once, then three reads in this turn and three in each next one, in order.
    expect(started).toEqual(['write', 'read 0', 'read 1', 'read 2']);
    expect(pacer.stats()).toEqual({ paced: 7, waiting: 7, writesInFlight: 1 });
    await nextTurn();
    expect(started.slice(4)).toEqual(['read 3', 'read 4', 'read 5']);
    // The write is answered: whoever still waits goes in the next turn.
    write.response.emit('close');
    await nextTurn();
    expect(started.slice(7)).toEqual(['read 6', 'read 7', 'read 8', 'read 9']);
    expect(pacer.stats()).toEqual({ paced: 7, waiting: 0, writesInFlight: 0 });
  });

  it('lets reads in as they come with no write under way, and never holds a write', () => {
    const pacer = createReadPacer(1);
    const started: string[] = [];
    for (const method of ['GET', 'GET', 'HEAD', 'GET']) {
      const read = fakeExchange(method);
      pacer.route(read.request, read.response, () => started.push(method));
    }
    const reading = fakeExchange('GET');
    const write = fakeExchange('PUT');
    pacer.route(reading.request, reading.response, () => started.push('GET'));
    pacer.route(write.request, write.response, () => started.push('PUT'));
    expect(started).toEqual(['GET', 'GET', 'HEAD', 'GET', 'GET', 'PUT']);
    expect(pacer.stats().paced).toBe(0);
  });

  it('skips a waiting read whose client hung up', async () => {
    const pacer = createReadPacer(1);
    const started: string[] = [];
    const write = fakeExchange('POST');
    pacer.route(write.request, write.response, () => started.push('write'));
    const first = fakeExchange('GET');
    const gone = fakeExchange('GET');
    pacer.route(first.request, first.response, () => started.push('first'));
    pacer.route(gone.request, gone.response, () => started.push('gone'));
    (gone.request as { destroyed: boolean }).destroyed = true;
    await nextTurn();
    expect(started).toEqual(['write', 'first']);
    expect(pacer.stats().waiting).toBe(0);
  });
});

describe('reads take turns while a write is under way (real HTTP)', () => {
  let ctx: TestContext;
  let base: string;
  let teacher: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { READS_PER_TURN_WHILE_WRITING: '2' } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    teacher = await registerUser(ctx.app, 'teacher');
    student = await registerUser(ctx.app, 'student');
    const { _id: classId } = await createClass(ctx.app, teacher, [student]);
    await createTask(ctx.app, teacher, { classId, title: 'Kasrlar' });
  });
  afterAll(() => ctx.close());

  const readTasks = async () => {
    const response = await fetch(`${base}/api/tasks?limit=100`, { headers: bearer(student) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { tasks: { title: string }[] } }).data.tasks.map((task) => task.title);
  };

  it('starts a crowd of reads a few to a turn during a write, answers every one, and the write lands', async () => {
    expect(await readTasks()).toEqual(['Kasrlar']);
    const write = writeInTwoParts(base, teacher, '/api/classes', JSON.stringify({ name: '8-B', subject: 'Fizika' }));
    await until(() => ctx.app.readPacingStats().writesInFlight === 1);

    const crowd = await crowdOfReads(base, student, '/api/tasks?limit=100');
    expect(crowd.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(crowd.every((answer) => answer.body.includes('"Kasrlar"'))).toBe(true);
    expect(ctx.app.readPacingStats().waiting).toBe(0);

    expect(await write.finish()).toBe(201);
    await until(() => ctx.app.readPacingStats().writesInFlight === 0);
  });

  it('lets reads in as they come when nothing is written', async () => {
    const before = ctx.app.readPacingStats().paced;
    const crowd = await crowdOfReads(base, student, '/api/tasks?limit=100');
    expect(crowd.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(ctx.app.readPacingStats()).toMatchObject({ paced: before, waiting: 0, writesInFlight: 0 });
  });
});
