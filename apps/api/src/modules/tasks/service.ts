import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roundAverage } from '@sinfxona/domain/rules/progress';
import type { Task, TaskListQuery, TaskStats } from '@sinfxona/domain/schemas/tasks';
import { taskCreateInput, taskUpdateInput } from '@sinfxona/domain/schemas/tasks';
import type { Account } from '../../plugins/auth';
import { notFound, parseOrThrow } from '../../plugins/errors';
import { discardUpload, readMultipart, writeWithUpload } from '../files/upload';
import { findStudentSubmissionsForTasks } from '../submissions/repository';
import { toSubmission } from '../submissions/serialize';
import {
  countSubmissionsByTask,
  findLiveTask,
  findTaskDetail,
  insertTask,
  listTasks,
  softDeleteTask,
  taskStatsCounts,
  updateTask,
  type TaskDetailRow,
} from './repository';
import { toTask } from './serialize';

/** Adds what the viewer's role sees: the student's own submission, or the teacher's submission count. */
async function withViewerFields(app: FastifyInstance, rows: TaskDetailRow[], viewer: Account): Promise<Task[]> {
  const ids = rows.map((row) => row.id);
  if (viewer.role === 'student') {
    const mine = new Map((await findStudentSubmissionsForTasks(app.db, viewer.id, ids)).map((row) => [row.task_id, row]));
    return rows.map((row) => {
      const submission = mine.get(row.id);
      return { ...toTask(row, app.urlSigner), isCompleted: Boolean(submission), mySubmission: submission ? toSubmission(submission, app.urlSigner) : null };
    });
  }
  const counts = await countSubmissionsByTask(app.db, ids);
  return rows.map((row) => ({ ...toTask(row, app.urlSigner), submissionCount: counts.get(row.id) ?? 0 }));
}

export async function listTaskPage(app: FastifyInstance, query: TaskListQuery, viewer: Account) {
  const { items, total } = await listTasks(app.db, query.search, query.page, query.limit);
  return { tasks: await withViewerFields(app, items, viewer), total };
}

export async function getTask(app: FastifyInstance, id: string, viewer: Account): Promise<Task> {
  const row = await findTaskDetail(app.db, id);
  if (!row) throw notFound('taskNotFound');
  return (await withViewerFields(app, [row], viewer))[0]!;
}

export async function createTask(app: FastifyInstance, request: FastifyRequest): Promise<Task> {
  const { fields, file } = await readMultipart(app, request);
  try {
    const input = parseOrThrow(taskCreateInput, fields);
    const now = new Date().toISOString();
    const id = randomUUID();
    await writeWithUpload(app, file, request.account.id, (trx, stored) =>
      insertTask(trx, {
        id,
        title: input.title,
        description: input.description,
        deadline: input.deadline,
        file_id: stored?.id ?? null,
        created_by: request.account.id,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }),
    );
    return getTask(app, id, request.account);
  } finally {
    await discardUpload(file);
  }
}

/** Changes only the fields sent; `removeFile` drops the file, a new file replaces it. */
export async function changeTask(app: FastifyInstance, request: FastifyRequest, id: string): Promise<Task> {
  if (!(await findLiveTask(app.db, id))) throw notFound('taskNotFound');
  const { fields, file } = await readMultipart(app, request);
  try {
    const input = parseOrThrow(taskUpdateInput, fields);
    await writeWithUpload(app, file, request.account.id, (trx, stored) =>
      updateTask(trx, id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
        ...(stored ? { file_id: stored.id } : input.removeFile ? { file_id: null } : {}),
        updated_at: new Date().toISOString(),
      }),
    );
    return getTask(app, id, request.account);
  } finally {
    await discardUpload(file);
  }
}

export async function deleteTask(app: FastifyInstance, id: string): Promise<void> {
  if (!(await softDeleteTask(app.db, id))) throw notFound('taskNotFound');
}

export async function getTaskStats(app: FastifyInstance, id: string): Promise<TaskStats> {
  if (!(await findLiveTask(app.db, id))) throw notFound('taskNotFound');
  const counts = await taskStatsCounts(app.db, id);
  return {
    totalStudents: counts.totalStudents,
    submitted: counts.submitted,
    graded: counts.graded,
    pending: counts.submitted - counts.graded,
    averageScore: roundAverage(counts.average),
  };
}
