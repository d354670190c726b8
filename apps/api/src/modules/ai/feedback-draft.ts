import type { Language } from '@sinfxona/domain/constants';
import { FEEDBACK_MAX, RUBRIC_COMMENT_MAX } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { applyRubric, type RubricChoice, type RubricCriterion } from '@sinfxona/domain/rules/rubric';
import type { FeedbackDraft } from '@sinfxona/domain/schemas/comment-bank';
import type { Actor } from '../../deps';
import { notFound } from '../../lib/errors';
import { mostUsedComments } from '../comment-bank/queries';
import { findTaskRubric } from '../rubrics/queries';
import { findMemberSubmission } from '../submissions/queries';
import type { FeedbackDraftRequest } from './feedback-prompt';
import { findTaskBrief, findWorkFile } from './repository';
import type { AiDeps } from './service';
import { extractWorkText, truncateText } from './work-text';

/** How many of the teacher's most used bank comments an offline draft offers. */
const OFFLINE_BANK_COMMENTS = 3;

type TextSource = FeedbackDraft['textSource'];

/** Suggested levels: the score when every criterion has one. */
function scored(criteria: RubricCriterion[] | null, choices: RubricChoice[] | null) {
  if (!criteria || !choices) return null;
  const applied = applyRubric(criteria, choices);
  return 'score' in applied ? applied.score : null;
}

/** The JSON object in a model's answer (bare, or inside a ```json fence or other words); null when there is none. */
function parseModelJson(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * The model's draft, checked: feedback is required; a level is kept only when its criterion and level
 * are the rubric's (one per criterion). Null when the answer is not that shape.
 */
export function readModelDraft(
  answer: string,
  criteria: RubricCriterion[] | null,
): { feedback: string; rubric: Required<RubricChoice>[] | null } | null {
  const parsed = parseModelJson(answer) as { feedback?: unknown; rubric?: unknown } | null;
  if (!parsed || typeof parsed !== 'object' || typeof parsed.feedback !== 'string') return null;
  const feedback = parsed.feedback.trim().slice(0, FEEDBACK_MAX);
  if (!feedback) return null;
  if (!criteria) return { feedback, rubric: null };
  const choices: Required<RubricChoice>[] = [];
  for (const entry of Array.isArray(parsed.rubric) ? parsed.rubric : []) {
    const { criterionId, levelId, comment } = (entry ?? {}) as Record<string, unknown>;
    const criterion = criteria.find((candidate) => candidate.id === criterionId);
    if (!criterion || !criterion.levels.some((level) => level.id === levelId)) continue;
    if (choices.some((choice) => choice.criterionId === criterion.id)) continue;
    choices.push({
      criterionId: criterion.id,
      levelId: levelId as string,
      comment: typeof comment === 'string' ? comment.trim().slice(0, RUBRIC_COMMENT_MAX) : '',
    });
  }
  return { feedback, rubric: choices };
}

/**
 * A template made without reading the work: the middle level of each criterion (its description as
 * the comment) and the teacher's most used bank comments, under a greeting.
 */
function offlineDraft(
  criteria: RubricCriterion[] | null,
  bankComments: string[],
  input: { studentName: string; language: Language },
) {
  const rubric = criteria?.map((criterion) => {
    const levels = [...criterion.levels].sort((a, b) => a.points - b.points);
    const level = levels[Math.floor(levels.length / 2)]!;
    return {
      criterionId: criterion.id,
      levelId: level.id,
      comment: (level.description ?? level.title).slice(0, RUBRIC_COMMENT_MAX),
      line: `• ${criterion.title} — ${level.title}${level.description ? `: ${level.description}` : ''}`,
    };
  });
  // The whole name as the school writes it: which word is the given name differs from list to list.
  const feedback = [
    translate('draftOfflineIntro', input.language, { student: input.studentName }),
    ...(rubric?.map((choice) => choice.line) ?? []),
    ...bankComments,
  ]
    .join('\n')
    .slice(0, FEEDBACK_MAX);
  return { feedback, rubric: rubric?.map(({ line: _line, ...choice }) => choice) ?? null };
}

/** The suggested levels with their criterion's and level's titles, for a reader without the rubric at hand. */
function titled(criteria: RubricCriterion[] | null, choices: Required<RubricChoice>[] | null): FeedbackDraft['rubric'] {
  if (!criteria || !choices) return null;
  return choices.map((choice) => {
    const criterion = criteria.find((candidate) => candidate.id === choice.criterionId)!;
    const level = criterion.levels.find((candidate) => candidate.id === choice.levelId)!;
    return { ...choice, criterionTitle: criterion.title, levelTitle: level.title };
  });
}

const SOURCE_LABEL: Record<Exclude<TextSource, 'none'>, string> = { pdf: 'PDF', docx: 'DOCX', text: 'text' };

/**
 * A feedback draft for one piece of work, for its class's teachers (another teacher's work → 404).
 * With a model: from the pupil's text answer and the file's text (PDF or Word; a photo has none),
 * the task and its rubric. Without one, or when the model fails or answers out of shape: a template
 * from the rubric and the teacher's bank, which says so. Nothing is saved or sent to the pupil.
 */
export async function draftFeedback(
  deps: AiDeps,
  actor: Actor,
  input: { submissionId: string; language: Language },
): Promise<FeedbackDraft> {
  const row = await findMemberSubmission(deps.db, actor, input.submissionId);
  if (!row) throw notFound('submissionNotFound');
  const [task, rubric, file] = await Promise.all([
    findTaskBrief(deps.db, row.task_id),
    findTaskRubric(deps.db, row.task_id),
    findWorkFile(deps.db, row.file_id),
  ]);
  const criteria = rubric?.criteria ?? null;
  const isPhoto = file?.mime_type.startsWith('image/') ?? false;
  const fileText = file
    ? await extractWorkText(file.mime_type, () => deps.files.read(file.storage_key))
    : { text: '', source: 'none' as const };
  const typed = row.text_response?.trim() ?? '';
  const textSource: TextSource = fileText.source !== 'none' ? fileText.source : typed ? 'text' : 'none';
  const workText = truncateText([typed, fileText.text].filter(Boolean).join('\n\n'));
  const language = input.language;
  const photoNote = isPhoto ? translate('draftNoteImage', language) : null;

  if (deps.ai.draftFeedback) {
    const request: FeedbackDraftRequest = {
      language,
      studentName: row.student_name,
      task: { title: task?.title ?? row.task_title, description: task?.description ?? '' },
      rubric: criteria,
      workText,
      noTextReason: workText ? null : isPhoto ? 'photo' : 'empty',
    };
    const drafted = await deps.ai.draftFeedback(request).then(
      (answer) => readModelDraft(answer, criteria),
      () => null,
    );
    if (drafted) {
      const note =
        textSource === 'none'
          ? (photoNote ?? translate('draftNoteNoText', language))
          : translate('draftNoteModel', language, { source: SOURCE_LABEL[textSource] });
      return {
        feedback: drafted.feedback,
        rubric: titled(criteria, drafted.rubric),
        score: scored(criteria, drafted.rubric),
        source: 'model',
        textSource,
        note,
      };
    }
  }
  const bankComments = await mostUsedComments(deps.db, actor, row.class_id, OFFLINE_BANK_COMMENTS);
  const offline = offlineDraft(criteria, bankComments, { studentName: row.student_name, language });
  const note = [translate(deps.ai.draftFeedback ? 'draftNoteModelFailed' : 'draftNoteOffline', language), photoNote]
    .filter(Boolean)
    .join(' ');
  return {
    feedback: offline.feedback,
    rubric: titled(criteria, offline.rubric),
    score: scored(criteria, offline.rubric),
    source: 'offline',
    textSource,
    note,
  };
}
