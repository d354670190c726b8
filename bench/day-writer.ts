/**
 * The open-loop writer of `npm run bench:day`, in a process of its own so that the read load's
 * generator (autocannon, in the parent) cannot delay its clock: an operation every 1/rate s
 * whether or not the earlier ones were answered. Half are sign-ins, a third hand-ins, the rest
 * grades (the pattern S H S G S H). Started with fork(); one job per message.
 */
import {
  gradeWrite,
  handInWrite,
  signInWrite,
  summariseWrites,
  type GradeWrite,
  type HandInWrite,
  type SignInWrite,
  type WriteKind,
  type WriteOutcome,
  type WriteSummary,
} from './day-writes';

export interface WriterJob {
  type: 'write';
  base: string;
  rate: number;
  seconds: number;
  signIns: SignInWrite[];
  handIns: HandInWrite[];
  grades: GradeWrite[];
}

export interface WriterResult {
  type: 'written';
  byKind: Record<WriteKind, WriteSummary>;
  /** Operations due when no open hand-in or pending grade was left (not sent). */
  notSent: number;
  /** How late the writer sent its latest operation against its schedule (its own clock's lag). */
  lateMaxMs: number;
  handInsUsed: number;
  gradesUsed: number;
}

const PATTERN: WriteKind[] = ['sign-in', 'hand-in', 'sign-in', 'grade', 'sign-in', 'hand-in'];

async function run(job: WriterJob): Promise<WriterResult> {
  const used = { 'sign-in': 0, 'hand-in': 0, grade: 0 };
  const running: Promise<WriteOutcome>[] = [];
  let notSent = 0;
  let lateMaxMs = 0;
  const started = performance.now();
  for (let tick = 0; ; tick += 1) {
    const due = (tick * 1000) / job.rate;
    if (due >= job.seconds * 1000) break;
    const wait = due - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lateMaxMs = Math.max(lateMaxMs, performance.now() - started - due);
    const kind = PATTERN[tick % PATTERN.length]!;
    const index = used[kind]++;
    if (kind === 'sign-in') running.push(signInWrite(job.base, job.signIns[index % job.signIns.length]!));
    else if (kind === 'hand-in' && index < job.handIns.length) running.push(handInWrite(job.base, job.handIns[index]!));
    else if (kind === 'grade' && index < job.grades.length)
      running.push(gradeWrite(job.base, job.grades[index]!, 60 + (index % 41)));
    else notSent += 1;
  }
  const outcomes = await Promise.all(running);
  return {
    type: 'written',
    byKind: {
      'sign-in': summariseWrites(outcomes, 'sign-in'),
      'hand-in': summariseWrites(outcomes, 'hand-in'),
      grade: summariseWrites(outcomes, 'grade'),
    },
    notSent,
    lateMaxMs: Math.round(lateMaxMs * 10) / 10,
    handInsUsed: Math.min(used['hand-in'], job.handIns.length),
    gradesUsed: Math.min(used.grade, job.grades.length),
  };
}

process.on('message', (job: WriterJob) => {
  if (job.type === 'write') void run(job).then((result) => process.send?.(result));
});
// The writer lives as long as its parent's channel.
process.on('disconnect', () => process.exit(0));
