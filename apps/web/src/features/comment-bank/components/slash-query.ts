/** A `/` the teacher typed to search the bank: where it is, and what follows it up to the caret. */
export interface SlashQuery {
  start: number;
  query: string;
}

/** How far after the `/` a search goes: longer text is writing, not searching. */
const QUERY_MAX = 60;

/**
 * The bank search the caret is in: a `/` at the start of a line or after a space, with no line
 * break between it and the caret. `1/2` or a link is no search.
 */
export function findSlashQuery(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('/');
  if (start < 0) return null;
  if (start > 0 && !/\s/.test(before[start - 1]!)) return null;
  const query = before.slice(start + 1);
  if (query.includes('\n') || query.length > QUERY_MAX) return null;
  return { start, query };
}

/** The text with `/query` (from `start` to the caret) replaced by the comment, and where the caret goes. */
export function insertAtSlash(text: string, start: number, caret: number, comment: string) {
  const head = text.slice(0, start);
  const tail = text.slice(Math.max(caret, start));
  const next = `${head}${comment}${tail}`;
  return { text: next, caret: head.length + comment.length };
}
