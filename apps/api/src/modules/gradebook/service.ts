import type { Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { markColor } from '@sinfxona/domain/rules/marks';
import { completionPercentage } from '@sinfxona/domain/rules/progress';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { CellValue } from '../../lib/csv';
import { findMemberClass } from '../classes/queries';
import { readMarking, termNamed, type Marking } from '../marks/queries';
import { selectClassWork, type ClassWork } from '../marks/queries';
import { summarise, tasksOfTerm, workCells, type WorkCell } from '../marks/queries';
import { findClassTaskTitle, selectClassStudents, selectTaskSubmissions } from './repository';
import { rubricSheet } from '../rubrics/queries';

/** How a cell is coloured in the workbook: by its mark, or as missing or excused work. */
export type Tone = 'green' | 'blue' | 'yellow' | 'red' | 'missing' | 'excused';

export interface GradebookSheet {
  /** The sheet's name: the class or the task, a term, the year. */
  name: string;
  rows: CellValue[][];
  /** Beside `rows`, cell by cell: how each is coloured (null: plain). */
  tones: (Tone | null)[][];
  /** Header rows besides the first (0-based), set in bold. */
  boldRows?: number[];
}

export interface Gradebook {
  /** The download's name without its extension. */
  baseName: string;
  /** The CSV holds the first sheet; the workbook all of them. */
  sheets: GradebookSheet[];
}

type Label = (key: Parameters<typeof translate>[0]) => string;

/** A cell's text or score, and its mark, as the gradebook writes them. */
function cellValues(
  cell: WorkCell,
  label: Label,
  marking: Marking,
): { value: CellValue; mark: CellValue; tone: Tone | null } {
  switch (cell.state) {
    case 'graded':
      return { value: cell.score, mark: cell.mark, tone: markColor(cell.mark!, marking.scale) };
    case 'submitted':
      return { value: label('csvNotGraded'), mark: null, tone: null };
    // Work returned for revision is open again: it shows as returned and counts as not handed in.
    case 'returned':
      return { value: label('csvReturned'), mark: null, tone: null };
    case 'missing':
      return { value: label('csvMissing'), mark: null, tone: 'missing' };
    case 'excused':
      return { value: label('csvExcused'), mark: null, tone: 'excused' };
    default:
      return { value: null, mark: null, tone: null };
  }
}

/**
 * The class's students × some of its tasks: each task's score and mark side by side (missing and
 * excused work written as such), then the mean of the graded ones with its mark, how many were
 * graded, missing and excused, and the share handed in.
 */
function classSheet(
  name: string,
  work: ClassWork,
  tasks: ClassWork['tasks'],
  marking: Marking,
  label: Label,
  now: Date,
) {
  const cellOf = workCells(work, marking.scale, now);
  const rows: CellValue[][] = [
    [
      label('csvStudent'),
      label('csvEmail'),
      ...tasks.flatMap((task) => [task.title, `${task.title} (${label('csvMark')})`]),
      label('csvAverage'),
      label('csvAverageMark'),
      label('csvGraded'),
      label('csvMissingCount'),
      label('csvExcusedCount'),
      label('csvCompletion'),
    ],
  ];
  const tones: (Tone | null)[][] = [rows[0]!.map(() => null)];
  for (const student of work.students) {
    const cells = tasks.map((task) => cellOf(student.id, task));
    const written = cells.map((cell) => cellValues(cell, label, marking));
    const summary = summarise(cells, marking.scale);
    const handedIn = cells.filter((cell) => cell.state === 'graded' || cell.state === 'submitted').length;
    rows.push([
      student.full_name,
      student.email,
      ...written.flatMap((cell) => [cell.value, cell.mark]),
      // Nothing graded has no average: a blank, not a 0 that reads as a failed term.
      summary.graded ? summary.averageScore : null,
      summary.mark,
      summary.graded,
      summary.missing,
      summary.excused,
      completionPercentage(handedIn, tasks.length),
    ]);
    const averageTone = summary.mark === null ? null : markColor(summary.mark, marking.scale);
    tones.push([
      null,
      null,
      ...written.flatMap((cell) => [cell.tone, cell.tone]),
      averageTone,
      averageTone,
      null,
      summary.missing > 0 ? 'missing' : null,
      null,
      null,
    ]);
  }
  return { name, rows, tones };
}

/**
 * The class's gradebook: one term's tasks when `term` is given, else the year (every task) and,
 * for the workbook, a sheet per term before it. Five queries whatever the size of the class.
 */
async function classGradebook(
  deps: Deps,
  schoolClass: { id: string; name: string },
  input: { term?: number; language: Language; everyTerm: boolean },
  now: Date,
): Promise<GradebookSheet[]> {
  const label: Label = (key) => translate(key, input.language);
  const [marking, work] = await Promise.all([readMarking(deps.db, now), selectClassWork(deps.db, [schoolClass.id])]);
  if (input.term !== undefined) {
    const term = termNamed(marking.terms, input.term);
    return [classSheet(term.name, work, tasksOfTerm(work.tasks, marking.terms, term.number), marking, label, now)];
  }
  const year = classSheet(label('csvYear'), work, work.tasks, marking, label, now);
  if (!input.everyTerm) return [year];
  const terms = marking.terms.map((term, index) =>
    classSheet(term.name, work, tasksOfTerm(work.tasks, marking.terms, index + 1), marking, label, now),
  );
  return [...terms, year];
}

/** One task's work for every student of its class, handed in or not, with its mark. */
async function taskSheet(
  deps: Deps,
  classId: string,
  task: { id: string; title: string },
  language: Language,
  now: Date,
): Promise<GradebookSheet> {
  const label: Label = (key) => translate(key, language);
  const [students, submissions, work, marking] = await Promise.all([
    selectClassStudents(deps.db, classId),
    selectTaskSubmissions(deps.db, task.id),
    selectClassWork(deps.db, [classId]),
    readMarking(deps.db, now),
  ]);
  const cellOf = workCells(work, marking.scale, now);
  const deadline = work.tasks.find((row) => row.id === task.id)!;
  const byStudent = new Map(submissions.map((row) => [row.student_id, row]));
  const rows: CellValue[][] = [
    [
      label('csvStudent'),
      label('csvEmail'),
      label('csvSubmitted'),
      label('csvLate'),
      label('csvScore'),
      label('csvMark'),
      label('csvFeedback'),
    ],
  ];
  const tones: (Tone | null)[][] = [rows[0]!.map(() => null)];
  for (const student of students) {
    const row = byStudent.get(student.id);
    const cell = cellValues(cellOf(student.id, deadline), label, marking);
    rows.push([
      student.full_name,
      student.email,
      row ? formatDateTime(row.submitted_at) : null,
      row && Number(row.is_late) ? label('csvYes') : null,
      cell.value,
      cell.mark,
      row?.feedback ?? null,
    ]);
    tones.push([null, null, null, null, cell.tone, cell.tone, null]);
  }
  return { name: task.title, rows, tones };
}

/**
 * A class's gradebook, for its teachers: the whole class (the year, or one term with `term`), or
 * one task's when `taskId` is given. `everyTerm`: a sheet per term too (the workbook).
 */
export async function exportGradebook(
  deps: Deps,
  actor: Actor,
  input: { classId: string; taskId?: string; term?: number; language: Language; everyTerm?: boolean },
  now = new Date(),
): Promise<Gradebook> {
  const schoolClass = await findMemberClass(deps.db, actor, input.classId);
  if (!schoolClass) throw notFound('classNotFound');
  const slug = (text: string) =>
    text
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
  if (!input.taskId) {
    const sheets = await classGradebook(
      deps,
      schoolClass,
      { term: input.term, language: input.language, everyTerm: input.everyTerm ?? false },
      now,
    );
    return {
      baseName: `baholar-${slug(schoolClass.name)}${input.term ? `-${input.term}-chorak` : ''}`,
      sheets: withRubrics(
        sheets.length === 1 && input.term === undefined ? [{ ...sheets[0]!, name: schoolClass.name }] : sheets,
        input.everyTerm ? await rubricSheet(deps.db, { ...input, classId: schoolClass.id, now }) : null,
      ),
    };
  }
  const task = await findClassTaskTitle(deps.db, schoolClass.id, input.taskId);
  if (!task) throw notFound('taskNotFound');
  return {
    baseName: `baholar-${slug(task.title)}`,
    sheets: withRubrics(
      [await taskSheet(deps, schoolClass.id, task, input.language, now)],
      input.everyTerm ? await rubricSheet(deps.db, { ...input, classId: schoolClass.id, taskId: task.id, now }) : null,
    ),
  };
}

/** The workbook's sheets and, last, the rubric results of the same work when any (the CSV is the first sheet). */
const withRubrics = (sheets: GradebookSheet[], rubrics: GradebookSheet | null) =>
  rubrics ? [...sheets, rubrics] : sheets;
