import { MONTHLY_ACTIVITY_MONTHS } from '@sinfxona/domain/constants';
import { completionPercentage } from '@sinfxona/domain/rules/progress';
import type { Progress } from '@sinfxona/domain/schemas/submissions';
import type { TaskStats } from '@sinfxona/domain/schemas/tasks';
import type { StudentProgressDetail, StudentRow, TeacherStats, UserListQuery } from '@sinfxona/domain/schemas/users';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { resolveScope } from '../classes/queries';
import { listSubmissionPage } from '../submissions/queries';
import { averageWithMark, readMarking } from '../marks/queries';
import { toUser } from '../users/queries';
import { studentProgress } from './queries';
import {
  findClassStudent,
  findMemberTask,
  markDistribution,
  selectMemberPage,
  studentCounts,
  taskStatsCounts,
  teacherFigures,
} from './repository';

/** How many of a student's submissions the progress view shows. */
const PROGRESS_SUBMISSIONS_LIMIT = 100;

/** The student's own progress over their classes (or one). */
export async function getMyProgress(deps: Deps, actor: Actor, input: { classId?: string } = {}): Promise<Progress> {
  return studentProgress(deps.db, await resolveScope(deps.db, actor, input.classId), actor.id);
}

/**
 * One page of the people of the teacher's classes (or one class): students with their figures
 * within those classes, or the classes' teachers.
 */
export async function listUsers(
  deps: Deps,
  actor: Actor,
  query: UserListQuery,
): Promise<{ users: StudentRow[]; total: number }> {
  const scope = await resolveScope(deps.db, actor, query.classId);
  const { items, total } = await selectMemberPage(deps.db, scope, query.role, query.search, query.page, query.limit);
  const [figures, { scale }] = await Promise.all([
    studentCounts(
      deps.db,
      scope,
      items.filter((row) => row.role === 'student').map((row) => row.id),
    ),
    readMarking(deps.db),
  ]);
  const users = items.map((row) => {
    const own = figures.get(row.id);
    return {
      ...toUser(row),
      totalSubmissions: own?.submitted ?? 0,
      ...averageWithMark(own?.average, scale),
      completionRate: completionPercentage(own?.submitted ?? 0, own?.totalTasks ?? 0),
    };
  });
  return { users, total };
}

/** A student of the teacher's classes: progress and submissions over the teacher's classes they are in. */
export async function getStudentProgressDetail(
  deps: Deps,
  actor: Actor,
  input: { studentId: string },
): Promise<StudentProgressDetail> {
  const user = await findClassStudent(deps.db, actor, input.studentId);
  if (!user) throw notFound('userNotFound');
  const scope = { id: actor.id, role: actor.role };
  const [progress, { submissions }] = await Promise.all([
    studentProgress(deps.db, scope, user.id),
    listSubmissionPage(deps, scope, { studentId: user.id }, 1, PROGRESS_SUBMISSIONS_LIMIT),
  ]);
  return { user: toUser(user), progress, submissions };
}

/** The last N calendar months (UTC) as YYYY-MM, oldest first. */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The teacher dashboard over the classes they teach, or the one `classId`. */
export async function getTeacherStats(
  deps: Deps,
  actor: Actor,
  input: { classId?: string } = {},
  now = new Date(),
): Promise<TeacherStats> {
  const scope = await resolveScope(deps.db, actor, input.classId);
  const { scale } = await readMarking(deps.db);
  const [figures, marks] = await Promise.all([
    teacherFigures(deps.db, scope, now),
    markDistribution(deps.db, { scope }, scale),
  ]);
  return {
    totalTasks: figures.totalTasks,
    totalVideos: figures.totalVideos,
    totalSubmissions: figures.totalSubmissions,
    gradedSubmissions: figures.gradedSubmissions,
    ...averageWithMark(figures.average, scale),
    marks,
    totalStudents: figures.totalStudents,
    taskCompletion: figures.latestTasks.map((task) => ({
      taskId: task.id,
      title: task.title,
      submitted: task.submitted,
      totalStudents: task.students,
      rate: completionPercentage(task.submitted, task.students),
    })),
    monthlyActivity: lastMonths(now, MONTHLY_ACTIVITY_MONTHS).map((month) => ({
      month,
      submissions: figures.submittedByMonth.get(month) ?? 0,
      graded: figures.gradedByMonth.get(month) ?? 0,
    })),
  };
}

/** A task's figures; its `totalStudents` is its class's enrolment. */
export async function getTaskStats(deps: Deps, actor: Actor, input: { id: string }): Promise<TaskStats> {
  const task = await findMemberTask(deps.db, actor, input.id);
  if (!task) throw notFound('taskNotFound');
  const { scale } = await readMarking(deps.db);
  const [counts, marks] = await Promise.all([
    taskStatsCounts(deps.db, task),
    markDistribution(deps.db, { taskId: task.id }, scale),
  ]);
  return {
    totalStudents: counts.totalStudents,
    submitted: counts.submitted,
    graded: counts.graded,
    pending: counts.submitted - counts.graded,
    ...averageWithMark(counts.average, scale),
    marks,
  };
}
