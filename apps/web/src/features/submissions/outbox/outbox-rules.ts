/**
 * The outbox's pure rules: what a queued hand-in is, how it is keyed, and which failures mean
 * "no network" (keep it and try again) rather than "the server said no" (show the refusal).
 */

/** Background Sync's tag for queued hand-ins (the service worker's sw/outbox-sync.ts listens for it). */
export const OUTBOX_SYNC_TAG = 'sinfxona-hand-ins';
/** What the service worker posts to the app's windows when the browser says the network is back. */
export const OUTBOX_FLUSH_MESSAGE = 'sinfxona-outbox-flush';

/** A file kept in IndexedDB: the bytes, with what a File needs back (name, type, time: tus's fingerprint). */
export interface KeptFile {
  blob: Blob;
  name: string;
  type: string;
  lastModified: number;
}

/** A hand-in prepared without a connection, waiting in the outbox (one per user and task). */
export interface QueuedHandIn {
  key: string;
  userId: string;
  taskId: string;
  /** One document, or 2–10 shrunk photos of pages. */
  document?: KeptFile;
  photos?: KeptFile[];
  textResponse?: string;
  queuedAt: string;
  /** The server's refusal, in the user's words, once it said no: kept until the pupil discards it. */
  refusal?: string;
}

export const outboxKey = (userId: string, taskId: string) => `${userId}:${taskId}`;

export const keepFile = (file: File): KeptFile => ({
  blob: file,
  name: file.name,
  type: file.type,
  lastModified: file.lastModified,
});

export const fileOf = (kept: KeptFile) =>
  new File([kept.blob], kept.name, { type: kept.type, lastModified: kept.lastModified });

/** Statuses a gateway answers when the server behind it cannot be reached: the network, not a refusal. */
const UNREACHABLE = new Set([0, 502, 503, 504]);

/**
 * True when sending failed for want of a network: no answer at all (the app's HttpError without a
 * response, a tus error without one, fetch's TypeError) or a gateway's "cannot reach". A real
 * HTTP answer (409 already handed in, 400 closed, 413 too large) is a refusal.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (!error || typeof error !== 'object') return false;
  if ('response' in error) {
    const response = (error as { response?: { status?: number } }).response;
    return !response || UNREACHABLE.has(response.status ?? 0);
  }
  if ('originalRequest' in error) {
    const response = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse;
    return !response || UNREACHABLE.has(response.getStatus());
  }
  return false;
}

/** Whether to queue at once rather than try: the browser knows it has no network. */
export const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
