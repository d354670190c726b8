import type { Language } from '@sinfxona/domain/constants';
import type { AiAnswer, AiGenerateInput, AiGeneratedTask } from '@sinfxona/domain/schemas/ai';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Account } from '../../plugins/auth';
import { getStudentProgress } from '../submissions/service';
import { OfflineProvider } from './offline-provider';
import { OpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';
import { findClassMaterials, findOpenTasks } from './repository';

/** A real model when one is configured, the offline assistant otherwise. */
export function createAiProvider(ai: Config['ai']): AiProvider {
  return ai ? new OpenAiProvider(ai) : new OfflineProvider();
}

export async function askAssistant(db: Db, provider: AiProvider, student: Account, question: string, language: Language): Promise<AiAnswer> {
  const [openTasks, progress, materials] = await Promise.all([
    findOpenTasks(db, student.id),
    getStudentProgress(db, student.id),
    provider.source === 'offline' ? findClassMaterials(db) : Promise.resolve({ tasks: [], videos: [] }),
  ]);
  const answer = await provider.ask({
    question,
    language,
    student: { fullName: student.fullName, now: new Date(), openTasks, progress },
    materials,
  });
  return { answer, timestamp: new Date().toISOString(), source: provider.source };
}

export async function generateTask(provider: AiProvider, input: AiGenerateInput, language: Language): Promise<AiGeneratedTask> {
  const { title, text } = await provider.generateTask({
    subject: input.subject,
    difficulty: input.difficulty,
    gradeLevel: input.gradeLevel,
    language: input.language ?? language,
  });
  return { title, generatedTask: text, source: provider.source };
}
