import { withParams } from './http';
import type { Read } from './read';

/** What an early read got: the answer's status, headers (lower-case names) and JSON body. */
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

interface EarlyRead {
  token: string;
  language: string;
  startedAt: number;
  /** Null when no answer came (network): the app then asks again itself. */
  answer: Promise<EarlyAnswer | null>;
}

/** An early answer older than this is not handed out: the screen asks afresh. */
export const EARLY_READ_FRESH_MS = 20_000;

const started = new Map<string, EarlyRead>();

async function answerOf(response: Response): Promise<EarlyAnswer> {
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: response.status, headers: Object.fromEntries(response.headers), data };
}

/**
 * Asks for the first screen's data while the app's code is still on its way, with the same
 * token and language the app's client would send; each answer waits here for that client.
 */
export function startEarlyReads(list: Read[], token: string, language: string) {
  for (const read of list) {
    const url = withParams(read.url, read.params);
    if (started.has(url)) continue;
    const answer = fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language } })
      .then(answerOf)
      .catch(() => null);
    started.set(url, { token, language, startedAt: Date.now(), answer });
  }
}

/**
 * The early answer to `url` (a path with its query), handed out once, and only to a request with
 * the same token and language made soon after: anything else asks the server itself.
 */
export function takeEarlyRead(url: string, token: string | null, language: string): Promise<EarlyAnswer | null> | null {
  const read = started.get(url);
  if (!read) return null;
  started.delete(url);
  const fresh = Date.now() - read.startedAt <= EARLY_READ_FRESH_MS;
  return fresh && read.token === token && read.language === language ? read.answer : null;
}

/** Resolves when every early read has its answer (or gave up): the app draws its first screen with them. */
export function earlyReadsSettled(): Promise<unknown> {
  return Promise.all([...started.values()].map((read) => read.answer));
}

/** The URLs asked for early and not yet handed out. */
export function startedEarlyReads(): string[] {
  return [...started.keys()];
}

/** Forgets every early read: the session they were asked for has ended. */
export function forgetEarlyReads() {
  started.clear();
}
