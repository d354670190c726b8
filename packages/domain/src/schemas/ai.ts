import { z } from 'zod';
import { AI_QUESTION_MAX, DIFFICULTIES, LANGUAGES } from '../constants';
import { msg, requiredString } from './common';

export const aiAskInput = z.object({
  question: requiredString('questionRequired')
    .trim()
    .min(1, { error: 'questionRequired', abort: true })
    .max(AI_QUESTION_MAX, msg('questionTooLong')),
});

export const AI_SOURCES = ['model', 'offline'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

export const aiAnswerSchema = z.object({
  answer: z.string(),
  timestamp: z.string(),
  source: z.enum(AI_SOURCES),
});
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

export const aiGenerateInput = z.object({
  subject: requiredString('topicRequired')
    .trim()
    .min(1, { error: 'topicRequired', abort: true })
    .max(200, msg('tooLong')),
  difficulty: z.enum(DIFFICULTIES, msg('difficultyRequired')),
  gradeLevel: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string(msg('invalidType')).trim().max(50, msg('tooLong')).optional(),
  ),
  language: z.enum(LANGUAGES, msg('invalidType')).optional(),
});
export type AiGenerateInput = z.infer<typeof aiGenerateInput>;

export const aiGeneratedTaskSchema = z.object({
  title: z.string(),
  generatedTask: z.string(),
  source: z.enum(AI_SOURCES),
});
export type AiGeneratedTask = z.infer<typeof aiGeneratedTaskSchema>;

/** One exchange in the student's chat (docs/spec.md §3). */
export interface ChatMessage {
  id: string;
  message: string;
  response?: string;
  timestamp: string;
  isUser: boolean;
  source?: AiSource;
  isError?: boolean;
}
