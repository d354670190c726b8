/** What other modules read of rubrics (eslint: another module is read only through its queries.ts). */
export { rubricGrade } from './grading';
export { readRubricResult } from './result';
export { rubricSheet } from './workbook';
export { offlineRubricDraft, type RubricDraftRequest } from './offline-draft';
export { RUBRIC_SYSTEM, parseModelJson, rubricPrompt } from './model-prompt';
export { copyTaskRubric, findTaskRubric } from './repository';
