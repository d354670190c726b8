import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GradeInput, Progress, Submission } from '@sinfxona/domain/schemas/submissions';
import { submissionCreateFields } from '@sinfxona/domain/schemas/submissions';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound, parseOrThrow } from '../../plugins/errors';
import { discardUpload, readMultipart, writeWithUpload } from '../files/upload';
import { findLiveTask } from '../tasks/repository';
import {
  findStudentSubmissionForTask,
  findSubmissionDetail,
  gradeSubmission,
  insertSubmission,
  listSubmissions,
  studentProgressCounts,
  type SubmissionFilter,
} from './repository';
import { toProgress, toSubmission } from './serialize';

export async function getStudentProgress(db: Db, studentId: string): Promise<Progress> {
  return toProgress(await studentProgressCounts(db, studentId));
}

/** One file (required) and an optional text answer; one submission per student per task. */
export async function submitWork(app: FastifyInstance, request: Parameters<typeof readMultipart>[1], taskId: string): Promise<Submission> {
  const studentId = request.account.id;
  const task = await findLiveTask(app.db, taskId);
  if (!task) throw notFound('taskNotFound');
  const { fields, file } = await readMultipart(app, request);
  try {
    if (!file) throw badRequest('fileRequired', [{ path: 'file', messageKey: 'fileRequired' }]);
    const { textResponse } = parseOrThrow(submissionCreateFields, fields);
    if (await findStudentSubmissionForTask(app.db, taskId, studentId)) throw conflict('submissionExists');
    const now = new Date();
    const id = randomUUID();
    try {
      await writeWithUpload(app, file, studentId, (trx, stored) =>
        insertSubmission(trx, {
          id,
          task_id: taskId,
          student_id: studentId,
          file_id: stored!.id,
          text_response: textResponse,
          submitted_at: now.toISOString(),
          is_late: now.getTime() > Date.parse(task.deadline) ? 1 : 0,
          score: null,
          feedback: null,
          graded_at: null,
          graded_by: null,
        }),
      );
    } catch (error) {
      // Racing requests: the unique (task, student) index lets exactly one through.
      if (isUniqueViolation(error)) throw conflict('submissionExists');
      throw error;
    }
    const detail = await findSubmissionDetail(app.db, id);
    return toSubmission(detail!, app.urlSigner);
  } catch (error) {
    await discardUpload(file);
    throw error;
  }
}

export async function listSubmissionPage(app: FastifyInstance, filter: SubmissionFilter, page: number, limit: number) {
  const { items, total } = await listSubmissions(app.db, filter, page, limit);
  return { submissions: items.map((row) => toSubmission(row, app.urlSigner)), total };
}

export async function gradeWork(app: FastifyInstance, submissionId: string, input: GradeInput, teacherId: string): Promise<Submission> {
  const existing = await findSubmissionDetail(app.db, submissionId);
  if (!existing) throw notFound('submissionNotFound');
  await gradeSubmission(app.db, submissionId, { score: input.score, feedback: input.feedback, gradedBy: teacherId });
  return toSubmission((await findSubmissionDetail(app.db, submissionId))!, app.urlSigner);
}
