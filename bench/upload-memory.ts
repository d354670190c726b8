/**
 * `npm run bench:uploads [-- --store s3|local] [--clients 20] [--megabytes 9.9]`
 *
 * Memory of one compiled server while many clients upload at once: starts s3rver (S3-compatible,
 * in this process) and the server as `npm start` runs it (its own process, SQLite), then sends
 * `--clients` task uploads of `--megabytes` MB each at the same moment and samples the server's
 * resident memory (/proc/PID/status, every 20 ms). Prints RSS before, at the peak and after, and
 * checks that every file reached the store whole.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makePdf } from '../apps/api/src/demo/sample-files';
import { startS3 } from '../apps/api/src/test/s3';
import { buildCompiledServer, startServerProcess } from '../apps/api/src/test/server-process';
import { createRemoteClass, postMultipart, registerRemote, taskBody } from '../apps/api/src/test/remote';
import { S3FileStore } from '../apps/api/src/storage/s3-file-store';
import { loadConfig } from '../apps/api/src/config';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 's3' },
    clients: { type: 'string', default: '20' },
    megabytes: { type: 'string', default: '9.9' },
  },
});
const clients = Number(args.clients);
const bytes = Math.floor(Number(args.megabytes) * 1024 * 1024);

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

async function main() {
  const build = await buildCompiledServer();
  const s3 = await startS3('sinfxona-bench');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-upload-bench-'));
  const server = await startServerProcess(build.serverJs, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(args.store === 's3' ? s3.env : {}),
  });
  const pid = server.child.pid!;
  try {
    const teacher = await registerRemote(server.url, 'teacher');
    const classId = await createRemoteClass(server.url, teacher);
    const bodies = Array.from({ length: clients }, (_, index) =>
      taskBody(classId, Buffer.concat([makePdf([`fayl ${index}`]), Buffer.alloc(bytes, index)]), `Yuklash ${index}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const started = Date.now();
    const answers = await Promise.all(
      bodies.map((body) => postMultipart(server.url, '/api/tasks', teacher.token, body)),
    );
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clearInterval(sampler);
    const after = rssMb(pid);
    const created = answers.filter((answer) => answer.status === 201).length;

    let stored = 0;
    if (args.store === 's3') {
      const bucket = new S3FileStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }).s3!);
      for await (const key of bucket.list()) if (((await bucket.stat(key))?.size ?? 0) > bytes) stored += 1;
      await bucket.close();
    }
    console.log(
      `${clients} clients × ${(bytes / 1024 / 1024).toFixed(1)} MB to the ${args.store} store: ${created} created in ${seconds.toFixed(1)} s` +
        (args.store === 's3' ? `, ${stored} whole objects in the bucket` : ''),
    );
    console.log(`server RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await s3.stop();
    await build.remove();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
