/**
 * What each screen's read costs the server with the read cache off: CPU per request (µs) and the
 * answer's size, over the users of the day's school, one request at a time.
 * `node --import tsx bench/screen-cost.ts --data-dir DIR` (a school seeded by `npm run bench:day`).
 */
import { parseArgs } from 'node:util';
import { PUPIL_SCREENS, signInSchool, TEACHER_SCREENS } from './day-school';
import { readLoop, resetLoop, seedOrReuseSchool, startProbedServer } from './lib';

const { values: args } = parseArgs({
  options: { 'data-dir': { type: 'string' }, requests: { type: 'string', default: '400' } },
});
const dataDir = args['data-dir'];
if (!dataDir) throw new Error('--data-dir: a school seeded by npm run bench:day');
const requests = Number(args.requests);

const school = await seedOrReuseSchool({ dataDir, keep: true, scale: 1 });
const server = await startProbedServer(dataDir, undefined, { TRUST_PROXY: '1', READ_CACHE_SECONDS: '0' });
try {
  const { pupils, teachers } = await signInSchool(server.base, school, { pupils: 60, teachers: 20 });
  console.log('| screen | CPU per read | answer |');
  console.log('|---|---|---|');
  for (const [cast, screens] of [
    [pupils, PUPIL_SCREENS],
    [teachers, TEACHER_SCREENS],
  ] as const) {
    for (const screen of screens) {
      let bytes = 0;
      const get = async (k: number) => {
        const user = cast[k % cast.length]!;
        const response = await fetch(`${server.base}${screen.url(user, Math.floor(k / cast.length))}`, {
          headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.address },
        });
        if (!response.ok) throw new Error(`${screen.name}: ${response.status}`);
        bytes += (await response.arrayBuffer()).byteLength;
      };
      for (let k = 0; k < 50; k += 1) await get(k);
      bytes = 0;
      await resetLoop(server.child);
      for (let k = 0; k < requests; k += 1) await get(k);
      const { cpuMs } = await readLoop(server.child);
      console.log(
        `| ${screen.name} | ${Math.round((cpuMs * 1000) / requests)} µs | ${Math.round(bytes / requests)} B |`,
      );
    }
  }
} finally {
  await server.stop();
}
