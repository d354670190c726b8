import type { Language } from '@sinfxona/domain/constants';
import type { AiAnswer, AiGenerateInput, AiGeneratedTask } from '@sinfxona/domain/schemas/ai';
import type { Config } from '../../config';
import type { Actor, Deps } from '../../deps';
import { studentProgress } from '../stats/queries';
import { OfflineProvider } from './offline-provider';
import { OpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';
import { findClassMaterials, findOpenTasks } from './repository';

/** The services here also need the model (or the offline assistant). */
export type AiDeps = Deps & { ai: AiProvider };

/** A real model when one is configured, the offline assistant otherwise. */
export function createAiProvider(ai: Config['ai']): AiProvider {
  return ai ? new OpenAiProvider(ai) : new OfflineProvider();
}

export async function askAssistant(
  deps: AiDeps,
  student: Actor,
  input: { question: string; language: Language },
): Promise<AiAnswer> {
  const scope = { id: student.id, role: student.role };
  const [openTasks, progress, materials] = await Promise.all([
    findOpenTasks(deps.db, scope),
    studentProgress(deps.db, scope, student.id),
    deps.ai.source === 'offline' ? findClassMaterials(deps.db, scope) : Promise.resolve({ tasks: [], videos: [] }),
  ]);
  const answer = await deps.ai.ask({
    question: input.question,
    language: input.language,
    student: { fullName: student.fullName, now: new Date(), openTasks, progress },
    materials,
  });
  return { answer, timestamp: new Date().toISOString(), source: deps.ai.source };
}

export async function generateTask(
  deps: AiDeps,
  _teacher: Actor,
  input: AiGenerateInput & { requestLanguage: Language },
): Promise<AiGeneratedTask> {
  const { title, text } = await deps.ai.generateTask({
    subject: input.subject,
    difficulty: input.difficulty,
    gradeLevel: input.gradeLevel,
    language: input.language ?? input.requestLanguage,
  });
  return { title, generatedTask: text, source: deps.ai.source };
}
