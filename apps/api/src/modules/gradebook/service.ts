import type { Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { completionPercentage, roundAverage } from '@sinfxona/domain/rules/progress';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { CellValue } from '../../lib/csv';
import { findMemberClass } from '../classes/queries';
import {
  findClassTaskTitle,
  selectClassScores,
  selectClassStudents,
  selectClassTasks,
  selectTaskSubmissions,
} from './repository';

export interface Gradebook {
  /** The download's name without its extension. */
  baseName: string;
  /** The sheet's title: the class, or the task. */
  title: string;
  rows: CellValue[][];
}

/** The class's students × its tasks: every score in three queries, whatever the size of the class. */
async function classGradebook(deps: Deps, classId: string, language: Language): Promise<CellValue[][]> {
  const label = (key: Parameters<typeof translate>[0]) => translate(key, language);
  const [tasks, students, scores] = await Promise.all([
    selectClassTasks(deps.db, classId),
    selectClassStudents(deps.db, classId),
    selectClassScores(deps.db, classId),
  ]);
  const cell = new Map(scores.map((row) => [`${row.student_id}:${row.task_id}`, row]));
  const rows: CellValue[][] = [
    [label('csvStudent'), label('csvEmail'), ...tasks.map((t) => t.title), label('csvAverage'), label('csvCompletion')],
  ];
  for (const student of students) {
    const own = tasks.map((task) => cell.get(`${student.id}:${task.id}`));
    // Work returned for revision is open again: it shows as returned and counts as not handed in.
    const handedIn = own.filter((work) => work && work.status !== 'returned');
    const graded = handedIn.filter((work) => work!.status === 'graded').map((work) => Number(work!.score));
    const mean = graded.length ? graded.reduce((sum, score) => sum + score, 0) / graded.length : null;
    const submitted = handedIn.length;
    rows.push([
      student.full_name,
      student.email,
      ...own.map((work): CellValue => {
        if (!work) return null;
        if (work.status === 'returned') return label('csvReturned');
        return work.status === 'graded' ? Number(work.score) : label('csvNotGraded');
      }),
      roundAverage(mean),
      completionPercentage(submitted, tasks.length),
    ]);
  }
  return rows;
}

/** One task's submissions for every student of its class, submitted or not. */
async function taskGradebook(deps: Deps, classId: string, taskId: string, language: Language): Promise<CellValue[][]> {
  const label = (key: Parameters<typeof translate>[0]) => translate(key, language);
  const [students, submissions] = await Promise.all([
    selectClassStudents(deps.db, classId),
    selectTaskSubmissions(deps.db, taskId),
  ]);
  const byStudent = new Map(submissions.map((row) => [row.student_id, row]));
  const rows: CellValue[][] = [
    [
      label('csvStudent'),
      label('csvEmail'),
      label('csvSubmitted'),
      label('csvLate'),
      label('csvScore'),
      label('csvFeedback'),
    ],
  ];
  for (const student of students) {
    const row = byStudent.get(student.id);
    rows.push([
      student.full_name,
      student.email,
      row ? formatDateTime(row.submitted_at) : null,
      row && Number(row.is_late) ? label('csvYes') : null,
      row?.status === 'returned' ? label('csvReturned') : row?.status === 'graded' ? Number(row.score) : null,
      row?.feedback ?? null,
    ]);
  }
  return rows;
}

/** A class's gradebook, for its teachers: the whole class, or one task's when `taskId` is given. */
export async function exportGradebook(
  deps: Deps,
  actor: Actor,
  input: { classId: string; taskId?: string; language: Language },
): Promise<Gradebook> {
  const schoolClass = await findMemberClass(deps.db, actor, input.classId);
  if (!schoolClass) throw notFound('classNotFound');
  const slug = (text: string) =>
    text
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
  if (!input.taskId) {
    return {
      baseName: `baholar-${slug(schoolClass.name)}`,
      title: schoolClass.name,
      rows: await classGradebook(deps, schoolClass.id, input.language),
    };
  }
  const task = await findClassTaskTitle(deps.db, schoolClass.id, input.taskId);
  if (!task) throw notFound('taskNotFound');
  return {
    baseName: `baholar-${slug(task.title)}`,
    title: task.title,
    rows: await taskGradebook(deps, schoolClass.id, task.id, input.language),
  };
}
