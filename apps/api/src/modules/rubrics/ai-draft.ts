import type { Language } from '@sinfxona/domain/constants';
import { rubricInput, type AiRubric, type AiRubricInput } from '@sinfxona/domain/schemas/rubrics';
import type { Deps } from '../../deps';
import { offlineRubricDraft, type RubricDraftRequest } from './offline-draft';

/** What drafts a rubric: the configured model, or the offline assistant (modules/ai's provider). */
export interface RubricDrafter {
  readonly source: 'model' | 'offline';
  draftRubric(request: RubricDraftRequest): Promise<unknown>;
}
export type RubricDeps = Deps & { ai: RubricDrafter };

/**
 * A draft rubric the teacher edits before saving: the model's when one is configured and its
 * answer is a valid rubric, else one built offline in the user's language (and says so). Nothing
 * is stored.
 */
export async function draftRubric(
  deps: RubricDeps,
  input: AiRubricInput & { language: Language },
  log?: { warn(details: object, message: string): void },
): Promise<AiRubric> {
  const request = {
    title: input.title,
    description: input.description ?? '',
    criteria: input.criteria,
    language: input.language,
  };
  if (deps.ai.source === 'model') {
    try {
      const checked = rubricInput.safeParse(await deps.ai.draftRubric(request));
      if (checked.success) return { rubric: { criteria: checked.data.criteria }, source: 'model' };
      log?.warn({ issues: checked.error.issues.slice(0, 3) }, 'the model drafted no valid rubric: offline draft');
    } catch (error) {
      // An unreachable or confused model still leaves the teacher a draft to edit.
      log?.warn({ err: error }, 'the model drafted no rubric: offline draft');
    }
  }
  return { rubric: { criteria: offlineRubricDraft(request) }, source: 'offline' };
}
