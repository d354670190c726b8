import { randomUUID } from 'node:crypto';
import type { BankComment, CommentBankInput, CommentBankUpdate } from '@sinfxona/domain/schemas/comment-bank';
import type { Actor, Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { findMemberClass, resolveScope } from '../classes/queries';
import {
  bumpUse,
  deleteComment,
  findOwnComment,
  findOwnText,
  findVisibleComment,
  insertComment,
  selectComments,
  updateComment,
  type BankRow,
} from './repository';

export function toBankComment(row: BankRow, callerId: string): BankComment {
  return {
    _id: row.id,
    text: row.text,
    classId: row.class_id,
    shared: row.class_id !== null,
    mine: row.owner_id === callerId,
    useCount: Number(row.use_count),
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
  };
}

/** A class the teacher shares a comment into: one they teach (an admin: any), else 404. */
async function assertTaught(deps: Deps, actor: Actor, classId: string) {
  if (!(await findMemberClass(deps.db, actor, classId))) throw notFound('classNotFound');
}

/** The same text twice in one teacher's bank is refused (409) rather than kept twice. */
async function assertNewText(deps: Deps, actor: Actor, text: string, exceptId?: string) {
  if (await findOwnText(deps.db, actor.id, text, exceptId)) throw conflict('bankCommentExists');
}

export async function listBank(deps: Deps, actor: Actor, input: { q?: string; classId?: string }) {
  if (input.classId) await resolveScope(deps.db, actor, input.classId);
  const rows = await selectComments(deps.db, actor, input);
  return rows.map((row) => toBankComment(row, actor.id));
}

export async function addToBank(deps: Deps, actor: Actor, input: CommentBankInput): Promise<BankComment> {
  if (input.classId) await assertTaught(deps, actor, input.classId);
  await assertNewText(deps, actor, input.text);
  const row: BankRow = {
    id: randomUUID(),
    owner_id: actor.id,
    class_id: input.classId ?? null,
    text: input.text,
    use_count: 0,
    last_used_at: null,
    created_at: new Date().toISOString(),
  };
  await insertComment(deps.db, row);
  return toBankComment(row, actor.id);
}

async function ownComment(deps: Deps, actor: Actor, id: string) {
  const row = await findOwnComment(deps.db, actor.id, id);
  if (!row) throw notFound('bankCommentNotFound');
  return row;
}

export async function changeBankComment(
  deps: Deps,
  actor: Actor,
  input: CommentBankUpdate & { id: string },
): Promise<BankComment> {
  const row = await ownComment(deps, actor, input.id);
  if (input.classId) await assertTaught(deps, actor, input.classId);
  if (input.text !== undefined) await assertNewText(deps, actor, input.text, row.id);
  const changes = {
    ...(input.text !== undefined ? { text: input.text } : {}),
    ...(input.classId !== undefined ? { class_id: input.classId } : {}),
  };
  await updateComment(deps.db, actor.id, row.id, changes);
  return toBankComment({ ...row, ...changes }, actor.id);
}

export async function removeBankComment(deps: Deps, actor: Actor, input: { id: string }) {
  const row = await ownComment(deps, actor, input.id);
  await deleteComment(deps.db, actor.id, row.id);
}

/** A teacher put the comment into a feedback box: it rises in their (and its class's) list. */
export async function useBankComment(deps: Deps, actor: Actor, input: { id: string }): Promise<BankComment> {
  const row = await findVisibleComment(deps.db, actor, input.id);
  if (!row) throw notFound('bankCommentNotFound');
  const at = new Date().toISOString();
  await bumpUse(deps.db, row.id, at);
  return toBankComment({ ...row, use_count: Number(row.use_count) + 1, last_used_at: at }, actor.id);
}
