import { MONTHLY_ACTIVITY_MONTHS } from '@sinfxona/domain/constants';
import { completionPercentage, roundAverage } from '@sinfxona/domain/rules/progress';
import type { StudentProgressDetail, StudentRow, TeacherStats, UserListQuery } from '@sinfxona/domain/schemas/users';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../plugins/errors';
import { getStudentProgress, listSubmissionPage } from '../submissions/service';
import { findUserById } from './repository';
import { toUser } from './serialize';
import { countLiveTasks, listUsers, submissionFiguresByStudent, teacherFigures } from './stats-repository';

/** How many of a student's submissions the progress view shows. */
const PROGRESS_SUBMISSIONS_LIMIT = 100;

export async function listUserPage(app: FastifyInstance, query: UserListQuery): Promise<{ users: StudentRow[]; total: number }> {
  const [{ items, total }, totalTasks] = await Promise.all([listUsers(app.db, query.role, query.search, query.page, query.limit), countLiveTasks(app.db)]);
  const figures = await submissionFiguresByStudent(app.db, items.map((row) => row.id));
  const users = items.map((row) => {
    const own = figures.get(row.id);
    const submitted = own?.submitted ?? 0;
    return {
      ...toUser(row),
      totalSubmissions: submitted,
      averageScore: roundAverage(own?.average),
      completionRate: completionPercentage(submitted, totalTasks),
    };
  });
  return { users, total };
}

export async function getStudentProgressDetail(app: FastifyInstance, studentId: string): Promise<StudentProgressDetail> {
  const user = await findUserById(app.db, studentId);
  if (!user || user.role !== 'student') throw notFound('userNotFound');
  const [progress, { submissions }] = await Promise.all([
    getStudentProgress(app.db, studentId),
    listSubmissionPage(app, { studentId }, 1, PROGRESS_SUBMISSIONS_LIMIT),
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

export async function getTeacherStats(app: FastifyInstance, now = new Date()): Promise<TeacherStats> {
  const figures = await teacherFigures(app.db, now);
  return {
    totalTasks: figures.totalTasks,
    totalVideos: figures.totalVideos,
    totalSubmissions: figures.totalSubmissions,
    gradedSubmissions: figures.gradedSubmissions,
    averageScore: roundAverage(figures.average),
    totalStudents: figures.totalStudents,
    taskCompletion: figures.latestTasks.map((task) => ({
      taskId: task.id,
      title: task.title,
      submitted: task.submitted,
      totalStudents: figures.totalStudents,
      rate: completionPercentage(task.submitted, figures.totalStudents),
    })),
    monthlyActivity: lastMonths(now, MONTHLY_ACTIVITY_MONTHS).map((month) => ({
      month,
      submissions: figures.submittedByMonth.get(month) ?? 0,
      graded: figures.gradedByMonth.get(month) ?? 0,
    })),
  };
}
