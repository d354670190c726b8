import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { offsetOf } from '../../db/query-helpers';
import type { ClassPostsTable, Database } from '../../db/schema';
import { memberClassIds, type Member } from '../classes/queries';

export type PostRow = Selectable<ClassPostsTable>;
/** A post as lists show it: with its author's name and how many comments it has. */
export type PostListRow = PostRow & {
  author_name: string;
  comment_count: number | string | bigint;
  /** The class's own switch for comments (0 or 1). */
  class_comments: number;
};

/**
 * Whether the member sees scheduled posts before their time: the class's teachers (and the admin,
 * who manages every class as its teachers may). A student sees a post once its time has come.
 */
export const seesScheduled = (member: Member) => member.role !== 'student';

/** Posts with their author and comment count, as the student or teacher `member` may see them at `now`. */
function visiblePosts(db: Kysely<Database>, member: Member, now: string) {
  let query = db
    .selectFrom('class_posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .innerJoin('classes as pc', 'pc.id', 'p.class_id')
    .selectAll('p')
    .select((eb) => [
      'u.full_name as author_name',
      'pc.stream_comments as class_comments',
      eb
        .selectFrom('class_post_comments as k')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('k.post_id', '=', 'p.id')
        .as('comment_count'),
    ]);
  if (!seesScheduled(member)) {
    query = query.where((eb) => eb.or([eb('p.publish_at', 'is', null), eb('p.publish_at', '<=', now)]));
  }
  return query;
}

/** One page of a class's stream (the class already checked to be the member's): pinned first, then newest. */
export async function selectPostPage(
  db: Db,
  member: Member,
  input: { classId: string; now: string; page: number; limit: number },
): Promise<{ rows: PostListRow[]; total: number }> {
  const inClass = visiblePosts(db, member, input.now).where('p.class_id', '=', input.classId);
  const [rows, counted] = await Promise.all([
    inClass
      .orderBy('p.pinned', 'desc')
      .orderBy('p.posted_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit))
      .execute(),
    db
      .selectFrom('class_posts as p')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('p.class_id', '=', input.classId)
      .$if(!seesScheduled(member), (query) =>
        query.where((eb) => eb.or([eb('p.publish_at', 'is', null), eb('p.publish_at', '<=', input.now)])),
      )
      .executeTakeFirst(),
  ]);
  return { rows: rows as PostListRow[], total: Number(counted?.total ?? 0) };
}

/** A post the member may see now, with its class's name and archive mark; undefined for anyone else's. */
export async function findVisiblePost(db: Db, member: Member, postId: string, now: string) {
  const row = await visiblePosts(db, member, now)
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .select(['c.name as class_name', 'c.archived_at as class_archived_at'])
    .where('p.id', '=', postId)
    .where('p.class_id', 'in', memberClassIds(db, member))
    .executeTakeFirst();
  return row as (PostListRow & { class_name: string; class_archived_at: string | null }) | undefined;
}

export async function insertPost(db: Kysely<Database>, row: PostRow): Promise<void> {
  await db.insertInto('class_posts').values(row).execute();
}

export async function updatePostColumns(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Omit<PostRow, 'id' | 'class_id' | 'author_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('class_posts').set(changes).where('id', '=', id).execute();
}

/** A post and its comments, for good. */
export async function deletePostRows(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('class_post_comments').where('post_id', '=', id).execute();
  await db.deleteFrom('class_posts').where('id', '=', id).execute();
}

/**
 * Marks a post announced at `at` unless it already is: true for the one transaction that did it,
 * so a restart or a second instance never notifies the class twice (PostgreSQL re-reads the row
 * after the other transaction's commit; SQLite writes one at a time).
 */
export async function markAnnounced(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('class_posts')
    .set({ announced_at: at })
    .where('id', '=', id)
    .where('announced_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Scheduled posts whose time has come and whose class has not been told yet, oldest first. */
export async function selectDueAnnouncements(db: Db, now: string, limit: number) {
  return db
    .selectFrom('class_posts as p')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .select(['p.id', 'p.class_id', 'p.text', 'c.name as class_name', 'u.full_name as author_name'])
    .where('p.announced_at', 'is', null)
    .where('p.publish_at', '<=', now)
    .orderBy('p.publish_at')
    .limit(limit)
    .execute();
}

const commentColumns = [
  'k.id',
  'k.post_id',
  'k.author_id',
  'k.text',
  'k.created_at',
  'u.full_name as author_name',
  'u.role as author_role',
] as const;

/** A page of a post's comments, oldest first. */
export async function selectCommentPage(db: Db, input: { postId: string; page: number; limit: number }) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('class_post_comments as k')
      .innerJoin('users as u', 'u.id', 'k.author_id')
      .select(commentColumns)
      .where('k.post_id', '=', input.postId)
      .orderBy('k.created_at')
      .orderBy('k.id')
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit))
      .execute(),
    db
      .selectFrom('class_post_comments')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('post_id', '=', input.postId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
export type CommentRow = Awaited<ReturnType<typeof selectCommentPage>>['rows'][number];

export async function findComment(db: Db, postId: string, commentId: string): Promise<CommentRow | undefined> {
  return db
    .selectFrom('class_post_comments as k')
    .innerJoin('users as u', 'u.id', 'k.author_id')
    .select(commentColumns)
    .where('k.post_id', '=', postId)
    .where('k.id', '=', commentId)
    .executeTakeFirst();
}

export async function insertComment(
  db: Kysely<Database>,
  row: { id: string; post_id: string; author_id: string; text: string; created_at: string },
): Promise<void> {
  await db.insertInto('class_post_comments').values(row).execute();
}

export async function deleteCommentRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('class_post_comments').where('id', '=', id).execute();
}

/**
 * Who hears of a new comment on a post: its author and everyone who commented on it before, still
 * of its class, but not the commenter; teachers and students apart (each opens their own page).
 */
export async function threadMembers(
  trx: Kysely<Database>,
  post: { id: string; class_id: string; author_id: string },
  commenterId: string,
): Promise<{ teachers: string[]; students: string[] }> {
  const earlier = await trx
    .selectFrom('class_post_comments')
    .select('author_id')
    .distinct()
    .where('post_id', '=', post.id)
    .execute();
  const ids = [...new Set([post.author_id, ...earlier.map((row) => row.author_id)])].filter((id) => id !== commenterId);
  if (ids.length === 0) return { teachers: [], students: [] };
  const members = await trx
    .selectFrom('users')
    .select(['users.id', 'users.role'])
    .where('users.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('class_teachers')
            .select('teacher_id')
            .whereRef('teacher_id', '=', 'users.id')
            .where('class_id', '=', post.class_id),
        ),
        eb.exists(
          eb
            .selectFrom('enrolments')
            .select('student_id')
            .whereRef('student_id', '=', 'users.id')
            .where('class_id', '=', post.class_id),
        ),
      ]),
    )
    .execute();
  const idsOf = (students: boolean) =>
    members.filter((member) => (member.role === 'student') === students).map((member) => member.id);
  return { teachers: idsOf(false), students: idsOf(true) };
}
