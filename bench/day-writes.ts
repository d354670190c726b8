/**
 * The school's writes in `npm run bench:day`: a sign-in, a hand-in of a small PDF, a grade; each
 * as the user's own request from the user's own address. Each answers its status and its time.
 */
import { makePdf } from '../apps/api/src/demo/sample-files';
import { SCHOOL_PASSWORD } from '../apps/api/src/tools/seed-school';
import { percentile } from './lib';

export type WriteKind = 'sign-in' | 'hand-in' | 'grade';
export interface WriteOutcome {
  kind: WriteKind;
  /** The HTTP status, or 0 when no answer came (the connection failed). */
  status: number;
  ms: number;
}

export interface SignInWrite {
  email: string;
  address: string;
}
export interface HandInWrite {
  token: string;
  address: string;
  taskId: string;
}
export interface GradeWrite {
  token: string;
  address: string;
  submissionId: string;
}

const ANSWER_PDF = makePdf(["Sinfxona bench:day — o'quvchining javobi"]);

async function timed(kind: WriteKind, url: string, init: RequestInit): Promise<WriteOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { kind, status: response.status, ms: performance.now() - started };
  } catch {
    return { kind, status: 0, ms: performance.now() - started };
  }
}

export function signInWrite(base: string, write: SignInWrite): Promise<WriteOutcome> {
  return timed('sign-in', `${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': write.address },
    body: JSON.stringify({ email: write.email, password: SCHOOL_PASSWORD }),
  });
}

export function handInWrite(base: string, write: HandInWrite): Promise<WriteOutcome> {
  const form = new FormData();
  form.append('textResponse', 'Vazifani bajardim.');
  form.append('file', new Blob([ANSWER_PDF], { type: 'application/pdf' }), 'javob.pdf');
  return timed('hand-in', `${base}/api/submissions/${write.taskId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${write.token}`, 'x-forwarded-for': write.address },
    body: form,
  });
}

export function gradeWrite(base: string, write: GradeWrite, score: number): Promise<WriteOutcome> {
  return timed('grade', `${base}/api/submissions/${write.submissionId}/grade`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${write.token}`,
      'x-forwarded-for': write.address,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ score, feedback: 'Yaxshi ish' }),
  });
}

/** One kind of write over a phase: how many, their p50/p99/max (ms) and the count of each status. */
export interface WriteSummary {
  sent: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** Answers that were not 2xx (status 0: no answer). */
  errors: number;
}

export function summariseWrites(outcomes: WriteOutcome[], kind: WriteKind): WriteSummary {
  const mine = outcomes.filter((outcome) => outcome.kind === kind);
  const sorted = mine.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const outcome of mine) statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
  return {
    sent: mine.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    statuses,
    errors: mine.filter((outcome) => outcome.status < 200 || outcome.status > 299).length,
  };
}
