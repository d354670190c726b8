import type { SchoolStats } from '@sinfxona/domain/schemas/admin';
import type { Db } from '../../db/database';
import { toNumber } from '../../db/query-helpers';
import type { Member } from '../classes/queries';
import { readMarking } from '../marks/queries';
import { markDistribution } from '../stats/queries';

const WEEK_MS = 7 * 86_400_000;

/**
 * The school's figures for the admin's dashboard: a fixed handful of counting queries, each on
 * indexed columns, whatever the school's size.
 */
export async function schoolStats(db: Db, admin: Member, now = new Date()): Promise<SchoolStats> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const { scale } = await readMarking(db);
  const [accounts, classes, submissions, studentsInNoClass, marks] = await Promise.all([
    db
      .selectFrom('users')
      .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
      .where('active', '=', 1)
      .groupBy('role')
      .execute(),
    db
      .selectFrom('classes')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.not(
                  eb.exists(
                    eb
                      .selectFrom('class_teachers')
                      .select('class_id')
                      .whereRef('class_teachers.class_id', '=', 'classes.id'),
                  ),
                ),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('untaught'),
      ])
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('submissions')
      .innerJoin('tasks', 'tasks.id', 'submissions.task_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tasks.deleted_at', 'is', null)
      .where('submissions.submitted_at', '>=', weekAgo)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'student')
      .where('active', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('enrolments')
              .innerJoin('classes', 'classes.id', 'enrolments.class_id')
              .select('enrolments.class_id')
              .whereRef('enrolments.student_id', '=', 'users.id')
              .where('classes.archived_at', 'is', null),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
    // The admin's scope is every class not archived, as the teacher dashboard's is theirs.
    markDistribution(db, { scope: { id: admin.id, role: admin.role } }, scale),
  ]);
  const ofRole = (role: string) => toNumber(accounts.find((row) => row.role === role)?.n);
  return {
    classes: toNumber(classes.total),
    teachers: ofRole('teacher'),
    students: ofRole('student'),
    admins: ofRole('admin'),
    submissionsThisWeek: toNumber(submissions.n),
    classesWithoutTeacher: toNumber(classes.untaught),
    studentsInNoClass: toNumber(studentsInNoClass.n),
    marks,
  };
}
