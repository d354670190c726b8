import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sinfxona/domain/schemas/common';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { completionPercentage, roundAverage } from '@sinfxona/domain/rules/progress';
import type { Db } from '../../db/database';
import { requireRole } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { liveSubmissions } from '../submissions/repository';
import { findLiveTask } from '../tasks/repository';

/** A CSV field: quoted when it holds a separator, a quote or a line break; formula-leading text is defused. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvRow = (values: (string | number | null)[]) => values.map(csvField).join(',');

/** Students × tasks: every score in three queries, whatever the size of the school. */
async function schoolGradebook(db: Db, language: 'uz' | 'en'): Promise<string> {
  const [tasks, students, scores] = await Promise.all([
    db.selectFrom('tasks').where('deleted_at', 'is', null).select(['id', 'title']).orderBy('deadline', 'asc').execute(),
    db.selectFrom('users').where('role', '=', 'student').select(['id', 'full_name', 'email']).orderBy('full_name').execute(),
    liveSubmissions(db).select(['submissions.student_id', 'submissions.task_id', 'submissions.score']).execute(),
  ]);
  const cell = new Map(scores.map((row) => [`${row.student_id}:${row.task_id}`, row.score]));
  const pending = language === 'uz' ? 'baholanmagan' : 'not graded';
  const header = language === 'uz' ? ["O'quvchi", 'Email', ...tasks.map((t) => t.title), "O'rtacha baho", 'Bajarilish %'] : ['Student', 'Email', ...tasks.map((t) => t.title), 'Average score', 'Completion %'];
  const lines = [csvRow(header)];
  for (const student of students) {
    const own = tasks.map((task) => cell.get(`${student.id}:${task.id}`));
    const graded = own.filter((score): score is number => typeof score === 'number');
    const submitted = own.filter((score) => score !== undefined).length;
    const mean = graded.length ? graded.reduce((sum, score) => sum + Number(score), 0) / graded.length : null;
    lines.push(csvRow([student.full_name, student.email, ...own.map((score) => (score === undefined ? null : score === null ? pending : Number(score))), roundAverage(mean), completionPercentage(submitted, tasks.length)]));
  }
  return lines.join('\r\n');
}

/** One task's submissions for every student, submitted or not. */
async function taskGradebook(db: Db, taskId: string, language: 'uz' | 'en'): Promise<string> {
  const [students, rows] = await Promise.all([
    db.selectFrom('users').where('role', '=', 'student').select(['id', 'full_name', 'email']).orderBy('full_name').execute(),
    db.selectFrom('submissions').where('task_id', '=', taskId).select(['student_id', 'submitted_at', 'is_late', 'score', 'feedback']).execute(),
  ]);
  const byStudent = new Map(rows.map((row) => [row.student_id, row]));
  const yes = language === 'uz' ? 'ha' : 'yes';
  const header = language === 'uz' ? ["O'quvchi", 'Email', 'Yuborilgan', 'Kechikkan', 'Baho', 'Izoh'] : ['Student', 'Email', 'Submitted', 'Late', 'Score', 'Feedback'];
  const lines = [csvRow(header)];
  for (const student of students) {
    const row = byStudent.get(student.id);
    lines.push(csvRow([student.full_name, student.email, row ? formatDateTime(row.submitted_at) : null, row && Number(row.is_late) ? yes : null, row?.score ?? null, row?.feedback ?? null]));
  }
  return lines.join('\r\n');
}

/** GET /api/users/gradebook — a CSV Excel opens with Uzbek letters intact (UTF-8 with BOM). */
const gradebookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/gradebook',
    { onRequest: [app.authenticate, requireRole('teacher')], schema: { querystring: z.object({ taskId: idSchema.optional() }) } },
    async (request, reply) => {
      const language = request.headers['accept-language']?.toLowerCase().startsWith('en') ? 'en' : 'uz';
      const { taskId } = request.query;
      let csv: string;
      let name = 'baholar.csv';
      if (taskId) {
        const task = await findLiveTask(app.db, taskId);
        if (!task) throw notFound('taskNotFound');
        csv = await taskGradebook(app.db, taskId, language);
        name = `baholar-${task.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40)}.csv`;
      } else {
        csv = await schoolGradebook(app.db, language);
      }
      const ascii = name.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(`\uFEFF${csv}\r\n`);
    },
  );
};

export default gradebookRoutes;
