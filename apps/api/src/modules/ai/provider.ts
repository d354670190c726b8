import type { Difficulty, Language } from '@sinfxona/domain/constants';
import type { AiSource } from '@sinfxona/domain/schemas/ai';
import type { RubricDraftRequest } from '../rubrics/queries';
import type { FeedbackDraftRequest } from './feedback-prompt';

/** What the assistant knows about the asking student (their own data only). */
export interface StudentContext {
  fullName: string;
  now: Date;
  openTasks: { title: string; deadline: string; description: string }[];
  progress: { totalTasks: number; submittedTasks: number; gradedTasks: number; averageScore: number };
}

/** The class's materials the offline provider searches. */
export interface ClassMaterials {
  tasks: { id: string; title: string; description: string; deadline: string }[];
  videos: { id: string; title: string; description: string; url: string }[];
}

export interface AskRequest {
  question: string;
  language: Language;
  student: StudentContext;
  materials: ClassMaterials;
}

export interface GenerateRequest {
  subject: string;
  difficulty: Difficulty;
  gradeLevel?: string;
  language: Language;
}

export interface AiProvider {
  readonly source: AiSource;
  ask(request: AskRequest): Promise<string>;
  generateTask(request: GenerateRequest): Promise<{ title: string; text: string }>;
  /** A draft rubric for a task: the model's JSON as it answered (checked by the caller), or the offline draft. */
  draftRubric(request: RubricDraftRequest): Promise<unknown>;
  /** The model's raw answer to a feedback draft (JSON asked for); the offline assistant has none. */
  draftFeedback?(request: FeedbackDraftRequest): Promise<string>;
}
