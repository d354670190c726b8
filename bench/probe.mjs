// Preloaded into the server the benchmark starts (`node --import ./bench/probe.mjs`): it measures
// the event loop's delay, CPU time and memory, and records CPU profiles on request, reporting over
// the IPC channel, so the numbers come from inside the server, not from the load generator.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
// CPU time spent between reset and read: per request it is the cost the load generator's own
// share of the two cores cannot distort.
let cpuAtReset = process.cpuUsage();
// Garbage collection pauses stop the loop too: the longest one and their sum tell whether a stall
// is the collector's or the code's.
let gc = { max: 0, total: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.max = Math.max(gc.max, entry.duration);
    gc.total += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });
let session = null;

const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

async function handle(message) {
  if (message === 'loop:reset') {
    loop.reset();
    cpuAtReset = process.cpuUsage();
    gc = { max: 0, total: 0 };
    return { type: 'loop:reset' };
  }
  if (message === 'loop:read') {
    const cpu = process.cpuUsage(cpuAtReset);
    return {
      type: 'loop',
      max: ms(loop.max),
      p99: ms(loop.percentile(99)),
      mean: ms(loop.mean),
      cpuMs: (cpu.user + cpu.system) / 1000,
      gcMaxMs: Math.round(gc.max * 10) / 10,
      gcTotalMs: Math.round(gc.total),
    };
  }
  if (message === 'memory') return { type: 'memory', rss: process.memoryUsage().rss };
  if (message?.type === 'profile:start') {
    session = new Session();
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
    return { type: 'profile:start' };
  }
  if (message?.type === 'profile:stop') {
    const { profile } = await post('Profiler.stop');
    session.disconnect();
    writeFileSync(message.file, JSON.stringify(profile));
    return { type: 'profile:stop' };
  }
  return null;
}

if (process.send) {
  process.on('message', (message) => {
    void handle(message).then((answer) => answer && process.send(answer));
  });
  // The channel must not keep a stopped server alive.
  process.channel?.unref();
}
