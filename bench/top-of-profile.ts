/**
 * `node --import tsx bench/top-of-profile.ts FILE.cpuprofile [--top 10] [--by function|file]`
 *
 * Prints a V8 CPU profile's (`--profile`, `--cpu-prof`) top entries by self time: function,
 * file:line and the share of the busy samples (idle time left out: a server waiting for its
 * database is idle), so a run's hot spots can be quoted without DevTools.
 * `--by file` sums self time per file instead (which library the time goes to).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '10' }, by: { type: 'string', default: 'function' } },
});
if (positionals.length === 0) throw new Error('usage: top-of-profile.ts FILE.cpuprofile [--top 10] [--by file]');

/** A short place: the package (node_modules/<pkg>/…) or the path from the repository's root. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const plain = url.replace(/^file:\/\//, '');
  const inModules = plain.lastIndexOf('node_modules/');
  if (inModules >= 0) return plain.slice(inModules + 'node_modules/'.length);
  return path.relative(process.cwd(), plain) || plain;
}

for (const file of positionals) {
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // Self time per node: each sample's time delta goes to the node sampled.
  const selfUs = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleUs += Math.max(0, profile.timeDeltas[index] ?? 0);
      return;
    }
    const key =
      args.by === 'file'
        ? placeOf(url).split(':')[0]!
        : `${functionName || '(anonymous)'}  ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
    const delta = Math.max(0, profile.timeDeltas[index] ?? 0);
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    totalUs += delta;
  });
  const top = [...selfUs.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top));
  console.log(
    `${path.basename(file)}: ${(totalUs / 1e6).toFixed(1)} s busy, ${(idleUs / 1e6).toFixed(1)} s idle; % of busy time:`,
  );
  for (const [key, us] of top) console.log(`  ${((us / totalUs) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
