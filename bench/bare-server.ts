import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';

/**
 * The benchmark's yardstick: a bare Fastify route that answers with exactly the bytes (and type)
 * of the endpoint under test, in its own process like the real server. Whatever the real
 * server achieves is set against what Fastify alone does on this machine, in the same run.
 */
const app = Fastify({ logger: false });
let body: Buffer = Buffer.from('{}');
let contentType = 'application/json; charset=utf-8';
let cpuAtReset = process.cpuUsage();
// Its event loop is watched as the server's is (bench/probe.mjs): what the bare route's loop shows
// under the same load is what the machine itself adds (a process waiting for a core).
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

app.get('/bare', async (_request, reply) => reply.header('content-type', contentType).send(body));

process.on('message', (message: { type: string; body?: string; contentType?: string }) => {
  if (message.type === 'set') {
    body = Buffer.from(message.body ?? '', 'base64');
    contentType = message.contentType ?? contentType;
    cpuAtReset = process.cpuUsage();
    loop.reset();
    process.send?.({ type: 'set' });
  } else if (message.type === 'cpu') {
    const cpu = process.cpuUsage(cpuAtReset);
    process.send?.({
      type: 'cpu',
      cpuMs: (cpu.user + cpu.system) / 1000,
      loopMaxMs: Math.round((loop.max / 1e6) * 10) / 10,
    });
  }
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', url: address });
