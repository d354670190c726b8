import { randomUUID } from 'node:crypto';
import type { Post, PostComment, PostInput, PostUpdate } from '@sinfxona/domain/schemas/stream';
import type { Actor, Deps } from '../../deps';
import { inTransaction } from '../../db/in-transaction';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { assertNotArchived, findMemberClass, findWritableClass } from '../classes/queries';
import { excerpt, notificationUrls, notify } from '../notifications/queries';
import { announcePost } from './announce';
import {
  deleteCommentRow,
  deletePostRows,
  findComment,
  findVisiblePost,
  insertComment,
  insertPost,
  selectCommentPage,
  selectPostPage,
  seesScheduled,
  threadMembers,
  updatePostColumns,
  type CommentRow,
  type PostListRow,
} from './repository';

export function toPost(row: PostListRow): Post {
  return {
    _id: row.id,
    classId: row.class_id,
    text: row.text,
    pinned: Number(row.pinned) === 1,
    // Off when the post's own switch or the class's is off.
    commentsEnabled: Number(row.comments_enabled) === 1 && Number(row.class_comments) === 1,
    author: { _id: row.author_id, fullName: row.author_name },
    publishAt: row.publish_at,
    createdAt: row.created_at,
    commentCount: Number(row.comment_count),
  };
}

function toComment(row: CommentRow): PostComment {
  return {
    _id: row.id,
    postId: row.post_id,
    author: { _id: row.author_id, fullName: row.author_name, role: row.author_role },
    text: row.text,
    createdAt: row.created_at,
  };
}

/** A class's stream as the member sees it now; someone else's class → 404. */
export async function listPosts(deps: Deps, actor: Actor, input: { classId: string; page: number; limit: number }) {
  if (!(await findMemberClass(deps.db, actor, input.classId))) throw notFound('classNotFound');
  const { rows, total } = await selectPostPage(deps.db, actor, { ...input, now: new Date().toISOString() });
  return { posts: rows.map(toPost), total };
}

/** A post the caller may see now (a student: once its time has come); else 404. */
async function visiblePost(deps: Deps, actor: Actor, postId: string) {
  const post = await findVisiblePost(deps.db, actor, postId, new Date().toISOString());
  if (!post) throw notFound('postNotFound');
  return post;
}

/** A post its class's teacher changes: theirs to see (else 404), a teacher's (else 403), not archived (else 409). */
async function editablePost(deps: Deps, actor: Actor, postId: string) {
  const post = await visiblePost(deps, actor, postId);
  if (!seesScheduled(actor)) throw forbidden();
  assertNotArchived({ archived_at: post.class_archived_at });
  return post;
}

async function readPost(deps: Deps, actor: Actor, postId: string): Promise<Post> {
  return toPost(await visiblePost(deps, actor, postId));
}

/** A teacher posts into a class they teach (else 404) that is not archived (else 409); the class hears of it once it appears. */
export async function createPost(deps: Deps, actor: Actor, input: PostInput & { classId: string }): Promise<Post> {
  const target = await findWritableClass(deps.db, actor, input.classId);
  const now = new Date().toISOString();
  const row = {
    id: randomUUID(),
    class_id: target.id,
    author_id: actor.id,
    text: input.text,
    pinned: input.pinned ? 1 : 0,
    comments_enabled: input.commentsEnabled ? 1 : 0,
    publish_at: input.publishAt ?? null,
    posted_at: input.publishAt ?? now,
    announced_at: null,
    created_at: now,
    updated_at: now,
  };
  await inTransaction(deps.db, async (trx) => {
    await insertPost(trx, row);
    // A scheduled post is announced by the delivery worker when its time comes (./announce.ts).
    if (!input.publishAt) {
      await announcePost(trx, { ...row, class_name: target.name, author_name: actor.fullName }, now);
    }
  });
  return readPost(deps, actor, row.id);
}

/**
 * Only the fields sent. A new `publishAt` moves a post still waiting for its time (one already out
 * → 409); `null` brings it out now, and the class hears of it in the same transaction.
 */
export async function updatePost(deps: Deps, actor: Actor, input: PostUpdate & { id: string }): Promise<Post> {
  const post = await editablePost(deps, actor, input.id);
  const now = new Date().toISOString();
  // Still waiting for its time (a post already out, or due and being announced, keeps its time).
  const waiting = post.announced_at === null && post.publish_at !== null && post.publish_at > now;
  if (input.publishAt !== undefined && !waiting) throw conflict('postAlreadyPublished');
  const changes = {
    ...(input.text !== undefined ? { text: input.text } : {}),
    ...(input.pinned !== undefined ? { pinned: input.pinned ? 1 : 0 } : {}),
    ...(input.commentsEnabled !== undefined ? { comments_enabled: input.commentsEnabled ? 1 : 0 } : {}),
    ...(input.publishAt !== undefined ? { publish_at: input.publishAt, posted_at: input.publishAt ?? now } : {}),
    updated_at: now,
  };
  await inTransaction(deps.db, async (trx) => {
    await updatePostColumns(trx, post.id, changes);
    if (input.publishAt === null) {
      await announcePost(
        trx,
        { ...post, text: input.text ?? post.text, class_name: post.class_name, author_name: post.author_name },
        now,
      );
    }
  });
  return readPost(deps, actor, post.id);
}

export async function removePost(deps: Deps, actor: Actor, input: { id: string }): Promise<void> {
  const post = await editablePost(deps, actor, input.id);
  await inTransaction(deps.db, (trx) => deletePostRows(trx, post.id));
}

/** A post's comments, oldest first: the class's, once the post has appeared. */
export async function listPostComments(
  deps: Deps,
  actor: Actor,
  input: { postId: string; page: number; limit: number },
) {
  const post = await visiblePost(deps, actor, input.postId);
  const { rows, total } = await selectCommentPage(deps.db, { ...input, postId: post.id });
  return { comments: rows.map(toComment), total };
}

/** Anyone of the class comments on a post it sees, unless its comments are off (403) or the class is archived (409). */
export async function addPostComment(
  deps: Deps,
  actor: Actor,
  input: { postId: string; text: string },
): Promise<PostComment> {
  const post = await visiblePost(deps, actor, input.postId);
  assertNotArchived({ archived_at: post.class_archived_at });
  if (Number(post.comments_enabled) !== 1 || Number(post.class_comments) !== 1)
    throw new AppError(403, 'FORBIDDEN', 'postCommentsOff');
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    // Read before the insert: the commenter is not among those told.
    const told = await threadMembers(trx, post, actor.id);
    await insertComment(trx, {
      id,
      post_id: post.id,
      author_id: actor.id,
      text: input.text,
      created_at: new Date().toISOString(),
    });
    const params = { class: post.class_name, author: actor.fullName, text: excerpt(input.text) };
    await notify(trx, {
      type: 'comment',
      recipients: told.teachers,
      params,
      url: notificationUrls.teacherClassStream(post.class_id),
    });
    await notify(trx, {
      type: 'comment',
      recipients: told.students,
      params,
      url: notificationUrls.studentClass(post.class_id),
    });
  });
  return toComment((await findComment(deps.db, post.id, id))!);
}

/** A comment goes by its author or a teacher of the class (anyone else of the class: 403). */
export async function removePostComment(
  deps: Deps,
  actor: Actor,
  input: { postId: string; commentId: string },
): Promise<void> {
  const post = await visiblePost(deps, actor, input.postId);
  const comment = await findComment(deps.db, post.id, input.commentId);
  if (!comment) throw notFound('bankCommentNotFound');
  if (comment.author_id !== actor.id && !seesScheduled(actor)) throw forbidden();
  assertNotArchived({ archived_at: post.class_archived_at });
  await deleteCommentRow(deps.db, comment.id);
}
