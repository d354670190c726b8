import type { Db } from '../../db/database';
import { memberClassIds, type Member } from '../classes/queries';
import { liveSubmissions, seenGrade, seenStatus, type WorkView } from '../submissions/queries';
import { nowIso, visibleToStudents } from '../../db/published';

/**
 * What term figures are computed from, for several classes at once (a report card's) or one (a
 * gradebook's): their live tasks, enrolled students, each student's latest attempt, extensions
 * and excusals — five queries whatever the number of classes, students or tasks. `studentIds`
 * narrows everything to those students.
 */
export async function selectClassWork(db: Db, classIds: string[], studentIds?: string[], view: WorkView = 'teacher') {
  if (classIds.length === 0 || studentIds?.length === 0)
    return { tasks: [], students: [], work: [], extensions: [], excusals: [] };
  const liveTaskIds = db
    .selectFrom('tasks')
    .select('tasks.id')
    .where('tasks.class_id', 'in', classIds)
    .where('tasks.deleted_at', 'is', null);
  let students = db
    .selectFrom('enrolments')
    .innerJoin('users', 'users.id', 'enrolments.student_id')
    .where('enrolments.class_id', 'in', classIds)
    .select(['enrolments.class_id', 'users.id', 'users.full_name', 'users.email']);
  let work = liveSubmissions(db)
    .where('submissions.class_id', 'in', classIds)
    .select([
      'submissions.student_id',
      'submissions.task_id',
      // A student's (or guardian's) card leaves out a grade held back.
      seenGrade<number | null>(view, 'score').as('score'),
      seenStatus(view).as('status'),
      'submissions.attempt',
      'submissions.submitted_at',
    ]);
  let extensions = db
    .selectFrom('task_extensions')
    .where('task_extensions.task_id', 'in', liveTaskIds)
    .select(['task_extensions.task_id', 'task_extensions.student_id', 'task_extensions.deadline']);
  let excusals = db
    .selectFrom('task_excusals')
    .where('task_excusals.task_id', 'in', liveTaskIds)
    .select(['task_excusals.task_id', 'task_excusals.student_id']);
  if (studentIds) {
    students = students.where('users.id', 'in', studentIds);
    work = work.where('submissions.student_id', 'in', studentIds);
    extensions = extensions.where('task_extensions.student_id', 'in', studentIds);
    excusals = excusals.where('task_excusals.student_id', 'in', studentIds);
  }
  const [tasks, studentRows, workRows, extensionRows, excusalRows] = await Promise.all([
    db
      .selectFrom('tasks')
      .select(['tasks.id', 'tasks.class_id', 'tasks.title', 'tasks.deadline'])
      .where('tasks.class_id', 'in', classIds)
      .where('tasks.deleted_at', 'is', null)
      // A task still scheduled is in no figure: nobody can be missing it yet.
      .where(visibleToStudents('tasks', nowIso()))
      .orderBy('tasks.deadline', 'asc')
      .orderBy('tasks.id')
      .execute(),
    students.orderBy('users.full_name').orderBy('users.id').execute(),
    work.execute(),
    extensions.execute(),
    excusals.execute(),
  ]);
  return { tasks, students: studentRows, work: workRows, extensions: extensionRows, excusals: excusalRows };
}
export type ClassWork = Awaited<ReturnType<typeof selectClassWork>>;

/**
 * The classes the students are enrolled in that the member may see (a teacher's own classes, every
 * class for an admin), by name: the only classes a report card shows to that member.
 */
export async function selectVisibleEnrolments(db: Db, member: Member, studentIds: string[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('enrolments')
    .innerJoin('classes', 'classes.id', 'enrolments.class_id')
    .innerJoin('users', 'users.id', 'enrolments.student_id')
    .where('enrolments.student_id', 'in', studentIds)
    .where('users.role', '=', 'student')
    .where('enrolments.class_id', 'in', memberClassIds(db, member))
    .select([
      'enrolments.student_id',
      'users.full_name',
      'classes.id',
      'classes.name',
      'classes.subject',
      'classes.archived_at',
    ])
    .orderBy('classes.name')
    .orderBy('classes.id')
    .execute();
}

/** The ids of the class's students, by name. */
export async function selectClassStudentIds(db: Db, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('enrolments')
    .where('class_id', '=', classId)
    .select(['student_id'])
    .orderBy('student_name')
    .orderBy('student_id')
    .execute();
  return rows.map((row) => row.student_id);
}
