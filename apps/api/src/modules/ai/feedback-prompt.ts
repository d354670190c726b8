import type { Language } from '@sinfxona/domain/constants';
import type { RubricCriterion } from '@sinfxona/domain/rules/rubric';

/** What the model is given to draft feedback on one pupil's work. */
export interface FeedbackDraftRequest {
  language: Language;
  studentName: string;
  task: { title: string; description: string };
  rubric: RubricCriterion[] | null;
  /** The pupil's typed answer and the file's text, already cut to size; empty when there is none. */
  workText: string;
  /** Why there is no text, when there is none: a photo, or a file without text. */
  noTextReason: 'photo' | 'empty' | null;
}

const LANGUAGE_NAME: Record<Language, string> = {
  uz: 'Uzbek (Latin script)',
  'uz-Cyrl': 'Uzbek (Cyrillic script only)',
  ru: 'Russian',
  en: 'English',
};

/**
 * The instructions, in English (models follow them best) with the answer's language named: a
 * teacher's draft, addressed to the pupil, as JSON only.
 */
export function feedbackSystemPrompt(request: FeedbackDraftRequest): string {
  return [
    'You help a school teacher grade a pupil’s work. Draft short, kind and specific feedback addressed to the pupil:',
    'what is done well, what to fix, and one next step. Base it only on the work’s text below; never invent content.',
    'When there is no text to read, say only what the task and rubric ask for, without judging the work.',
    `Write the feedback in ${LANGUAGE_NAME[request.language]}, 3 to 6 sentences.`,
    request.rubric
      ? 'For each rubric criterion choose the level the work reaches, by the ids given, with a one-sentence comment.'
      : 'The task has no rubric: answer "rubric": [].',
    'Answer with JSON only, no other text: {"feedback": "...", "rubric": [{"criterionId": "...", "levelId": "...", "comment": "..."}]}',
  ].join('\n');
}

function rubricText(criteria: RubricCriterion[]): string {
  return criteria
    .map((criterion) =>
      [
        `- criterionId "${criterion.id}": ${criterion.title}${criterion.description ? ` — ${criterion.description}` : ''}`,
        ...criterion.levels.map(
          (level) =>
            `  - levelId "${level.id}" (${level.points} points): ${level.title}${level.description ? ` — ${level.description}` : ''}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

export function feedbackUserPrompt(request: FeedbackDraftRequest): string {
  const work =
    request.workText ||
    (request.noTextReason === 'photo'
      ? '(The work is a photo: there is no text to read.)'
      : '(No readable text was found in the work.)');
  return [
    `Task: ${request.task.title}`,
    `Task description: ${request.task.description}`,
    `Pupil: ${request.studentName}`,
    request.rubric ? `Rubric:\n${rubricText(request.rubric)}` : 'Rubric: none',
    `The pupil's work:\n"""\n${work}\n"""`,
  ].join('\n\n');
}
