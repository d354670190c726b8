import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Scheduled publishing (docs/architecture.md §4 "Class stream, scheduling and the calendar"): a
 * task or video with a `publish_at` still to come is seen by its class's teachers (and admins)
 * only. Every query that shows tasks or videos to a student, a guardian, or counts them in a
 * figure filters with this, in the repository layer: `table` is the table's name or alias.
 */
export const visibleToStudents = (table: string, now: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${table}.publish_at`)} is null or ${sql.ref(`${table}.publish_at`)} <= ${now})`;

/** Whether a viewer of this role sees scheduled items before their time (a class's teachers, admins). */
export const seesScheduled = (role: string): boolean => role === 'teacher' || role === 'admin';

/** Now, as the ISO text publish times are compared with. */
export const nowIso = (): string => new Date().toISOString();
