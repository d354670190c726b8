/** The figures of one configuration of `npm run bench:day`, and the Markdown table of them all. */
import type { ColdRead } from './day-cold';
import type { ReadSummary } from './day-reads';
import type { WriterResult } from './day-writer';

export interface Phase {
  /** os.loadavg() (1, 5, 15 min) as the phase started and as it ended. */
  loadStart: number[];
  loadEnd: number[];
  /** The server's event-loop maximum during the phase (bench/probe.mjs); for the bare phase, the bare process's. */
  loopMaxMs: number;
  /** The server's CPU time during the phase (the bare process's for the bare phase): per request it resists the machine's noise. */
  cpuMs: number;
  /** The server's longest garbage-collection pause and their sum during the phase (none for the bare phase). */
  gcMaxMs?: number;
  gcTotalMs?: number;
}

export interface DayResult {
  config: string;
  label: string;
  reads: ReadSummary & Phase;
  writing: ReadSummary & Phase & { writes: WriterResult };
  bare: ReadSummary & Phase & { bodyBytes: number; bodyOf: string };
  cold: Phase & { reads: ColdRead[] };
}

/** Whole milliseconds from 100 ms up (tenths below). */
const ms = (value: number) => (value >= 100 ? Math.round(value) : value);
const thousands = (n: number) => n.toLocaleString('en-US');
const ratio = (rps: number, bare: number) => (bare > 0 ? (rps / bare).toFixed(2) : '—');
/** CPU µs per answered read; while writing, the writes' CPU is counted in too. */
const cpuPerRead = (phase: Phase & ReadSummary) => Math.round((phase.cpuMs * 1000) / Math.max(1, phase.requests));
const load = (phase: Phase) => `${phase.loadStart[0]!.toFixed(1)}→${phase.loadEnd[0]!.toFixed(1)}`;

function readCell(reads: ReadSummary, bare: ReadSummary) {
  return `${thousands(reads.rps)} req/s (${ratio(reads.rps, bare.rps)} of bare), p99 ${reads.p99} ms`;
}

/** "0", or the answers that were not 2xx by status, e.g. "reads 429×3; hand-in 409×2". */
function errorCell(result: DayResult) {
  const parts: string[] = [];
  const notOk = (statuses: Record<string, number>) =>
    Object.entries(statuses)
      .filter(([status, count]) => count > 0 && !/^2\d\d$/.test(status))
      .map(([status, count]) => `${status}×${count}`);
  for (const [name, statuses] of [
    ['reads', { ...result.reads.statuses }],
    ['reads while writing', result.writing.statuses],
    ...Object.entries(result.writing.writes.byKind).map(([kind, summary]) => [kind, summary.statuses] as const),
    ['cold reads', countStatuses(result.cold.reads.map((read) => read.status))],
  ] as const) {
    const bad = notOk(statuses as Record<string, number>);
    if (bad.length) parts.push(`${name} ${bad.join(' ')}`);
  }
  if (result.writing.writes.notSent) parts.push(`${result.writing.writes.notSent} writes not sent (none open)`);
  return parts.length ? parts.join('; ') : '0';
}

function countStatuses(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function coldCell(result: DayResult) {
  const sorted = [...result.cold.reads].sort((a, b) => b.ms - a.ms);
  if (sorted.length === 0) return '—';
  return `${sorted[0]!.ms} ms (${sorted[0]!.screen}); median ${sorted[Math.floor(sorted.length / 2)]!.ms} ms`;
}

export function dayTable(results: DayResult[], writeRate: number): string {
  const rows: [string, (result: DayResult) => string][] = [
    ['bare route, same run', (r) => `${thousands(r.bare.rps)} req/s, p99 ${r.bare.p99} ms`],
    ['reads, no writes', (r) => readCell(r.reads, r.bare)],
    [`**reads while writing ${writeRate}/s**`, (r) => `**${readCell(r.writing, r.bare)}**`],
    ...(['hand-in', 'grade', 'sign-in'] as const).map(
      (kind) =>
        [
          `${kind} p50 / p99`,
          (r: DayResult) => {
            const writes = r.writing.writes.byKind[kind];
            return writes.sent ? `${ms(writes.p50)} / ${ms(writes.p99)} ms (${writes.sent} sent)` : '— (none sent)';
          },
        ] as [string, (result: DayResult) => string],
    ),
    ['one cold read alone (max)', coldCell],
    [
      'event loop max: reads / writing / cold (bare)',
      (r) => `${r.reads.loopMaxMs} / ${r.writing.loopMaxMs} / ${r.cold.loopMaxMs} ms (${r.bare.loopMaxMs})`,
    ],
    [
      'longest GC pause: reads / writing / cold',
      (r) => `${r.reads.gcMaxMs ?? '—'} / ${r.writing.gcMaxMs ?? '—'} / ${r.cold.gcMaxMs ?? '—'} ms`,
    ],
    [
      'server CPU per read: reads / writing (bare)',
      (r) => `${cpuPerRead(r.reads)} / ${cpuPerRead(r.writing)} µs (${cpuPerRead(r.bare)})`,
    ],
    ['errors', errorCell],
    [
      'load avg (1 min), start→end: reads / writing / bare / cold',
      (r) => `${load(r.reads)} / ${load(r.writing)} / ${load(r.bare)} / ${load(r.cold)}`,
    ],
  ];
  return [
    `| | ${results.map((r) => r.label).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    ...rows.map(([name, cell]) => `| ${name} | ${results.map(cell).join(' | ')} |`),
  ].join('\n');
}
