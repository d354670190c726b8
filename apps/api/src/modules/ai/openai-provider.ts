import OpenAI from 'openai';
import type { Language } from '@sinfxona/domain/constants';
import { AppError } from '../../lib/errors';
import { formatDate } from '@sinfxona/domain/rules/format';
import type { AiProvider, AskRequest, GenerateRequest } from './provider';
import { difficultyLabel } from './offline-generator';
import { RUBRIC_SYSTEM, rubricPrompt, parseModelJson, type RubricDraftRequest } from '../rubrics/queries';
import { feedbackSystemPrompt, feedbackUserPrompt, type FeedbackDraftRequest } from './feedback-prompt';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const upstreamFailed = (key: 'aiFailed' | 'aiGenerateFailed') => new AppError(502, 'INTERNAL', key);
const invalidResponse = () => new AppError(502, 'INTERNAL', 'aiInvalidResponse');

const ASK_SYSTEM: Record<Language, string> = {
  uz: "Siz Sinfxona maktab platformasidagi o'quvchilarga yordam beruvchi sun'iy intellekt yordamchisisiz. Javobni o'zbek tilida (lotin yozuvida), qisqa, aniq va o'quvchi yoshiga mos qilib bering. Tayyor uy vazifasini yozib bermang: tushuntiring, yo'naltiring, misol keltiring. Quyida o'quvchining topshirilmagan vazifalari va muddatlari berilgan; muddatlar haqidagi savollarga faqat shu ma'lumotlarga tayanib javob bering.",
  'uz-Cyrl':
    'Сиз Синфхона мактаб платформасидаги ўқувчиларга ёрдам берувчи сунъий интеллект ёрдамчисисиз. Жавобни ўзбек тилида, фақат кирилл ёзувида, қисқа, аниқ ва ўқувчи ёшига мос қилиб беринг. Тайёр уй вазифасини ёзиб берманг: тушунтиринг, йўналтиринг, мисол келтиринг. Қуйида ўқувчининг топширилмаган вазифалари ва муддатлари берилган; муддатлар ҳақидаги саволларга фақат шу маълумотларга таяниб жавоб беринг.',
  ru: 'Вы — ИИ-помощник учеников на школьной платформе Sinfxona. Отвечайте по-русски, кратко, понятно и на уровне школьника. Не пишите готовое домашнее задание: объясняйте, направляйте, приводите примеры. Ниже перечислены несданные задания ученика и их сроки; на вопросы о сроках отвечайте только по этому списку.',
  en: "You are the AI assistant helping students on Sinfxona, a school platform. Answer in English, briefly, clearly and at a level right for a school student. Do not write finished homework: explain, guide and give examples. The student's open tasks and deadlines are listed below; answer questions about deadlines only from that list.",
};

const GENERATE_SYSTEM: Record<Language, string> = {
  uz: "Siz o'qituvchiga topshiriq tayyorlashda yordam beruvchi yordamchisiz. O'zbek tilida (lotin yozuvida) to'liq topshiriq matnini yozing: maqsadlar, bajarish bosqichlari, topshiriladigan natija va baholash mezonlari (jami 100 ball). Birinchi qatorda faqat topshiriq sarlavhasi bo'lsin, keyin bo'sh qator, keyin matn.",
  'uz-Cyrl':
    'Сиз ўқитувчига топшириқ тайёрлашда ёрдам берувчи ёрдамчисиз. Ўзбек тилида, фақат кирилл ёзувида тўлиқ топшириқ матнини ёзинг: мақсадлар, бажариш босқичлари, топшириладиган натижа ва баҳолаш мезонлари (жами 100 балл). Биринчи қаторда фақат топшириқ сарлавҳаси бўлсин, кейин бўш қатор, кейин матн.',
  ru: 'Вы помогаете учителю подготовить задание. Напишите полный текст задания на русском языке: цели, этапы выполнения, что сдаётся и критерии оценивания (всего 100 баллов). В первой строке — только название задания, затем пустая строка, затем текст.',
  en: 'You help a teacher prepare a task. Write the full task text in English: objectives, steps, the deliverable and grading criteria (100 points in total). The first line holds only the task title, then a blank line, then the text.',
};

/** The user's line of a generation request, in the request's language. */
const GENERATE_PROMPT: Record<Language, (subject: string, level: string) => string> = {
  uz: (subject, level) => `Mavzu: ${subject}. Qiyinlik: ${level}.`,
  'uz-Cyrl': (subject, level) => `Мавзу: ${subject}. Қийинлик: ${level}.`,
  ru: (subject, level) => `Тема: ${subject}. Сложность: ${level}.`,
  en: (subject, level) => `Subject: ${subject}. Difficulty: ${level}.`,
};

function studentContextText({ student }: AskRequest): string {
  const lines = [
    `Today: ${formatDate(student.now.toISOString())} (${student.now.toISOString().slice(0, 10)})`,
    `Student: ${student.fullName}`,
    `Progress: ${student.progress.submittedTasks}/${student.progress.totalTasks} tasks submitted, ${student.progress.gradedTasks} graded, average score ${student.progress.averageScore}`,
    'Open tasks (not yet submitted), soonest first:',
    ...(student.openTasks.length
      ? student.openTasks.map((task) => `- ${task.title} — due ${task.deadline.slice(0, 16).replace('T', ' ')} UTC`)
      : ['- none']),
  ];
  return lines.join('\n');
}

/** Any OpenAI-compatible chat-completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server. */
export class OpenAiProvider implements AiProvider {
  readonly source = 'model' as const;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  }

  private async complete(
    messages: OpenAI.Chat.ChatCompletionMessageParam[],
    failure: 'aiFailed' | 'aiGenerateFailed',
  ): Promise<string> {
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.settings.model,
        messages,
        temperature: 0.4,
      });
    } catch (error) {
      // A body that is not JSON surfaces as a parse error: the service answered, but not in the protocol.
      if (error instanceof SyntaxError) throw invalidResponse();
      throw upstreamFailed(failure);
    }
    const content = completion?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw invalidResponse();
    return content.trim();
  }

  async ask(request: AskRequest): Promise<string> {
    return this.complete(
      [
        { role: 'system', content: `${ASK_SYSTEM[request.language]}\n\n${studentContextText(request)}` },
        { role: 'user', content: request.question },
      ],
      'aiFailed',
    );
  }

  async generateTask(request: GenerateRequest): Promise<{ title: string; text: string }> {
    const level = difficultyLabel(request.difficulty, request.language);
    const prompt = GENERATE_PROMPT[request.language](
      request.subject,
      request.gradeLevel ? `${level}, ${request.gradeLevel}` : level,
    );
    const content = await this.complete(
      [
        { role: 'system', content: GENERATE_SYSTEM[request.language] },
        { role: 'user', content: prompt },
      ],
      'aiGenerateFailed',
    );
    const [firstLine = '', ...rest] = content.split('\n');
    const title = firstLine
      .replace(/^#+\s*/, '')
      .replace(/^(Sarlavha|Сарлавҳа|Название|Title)\s*:\s*/i, '')
      .replace(/\*\*/g, '')
      .trim()
      .slice(0, 200);
    const text = rest.join('\n').trim();
    if (!title || !text) throw invalidResponse();
    return { title, text };
  }

  async draftRubric(request: RubricDraftRequest): Promise<unknown> {
    const content = await this.complete(
      [
        { role: 'system', content: RUBRIC_SYSTEM[request.language] },
        { role: 'user', content: rubricPrompt(request) },
      ],
      'aiGenerateFailed',
    );
    const parsed = parseModelJson(content);
    if (parsed === undefined) throw invalidResponse();
    return parsed;
  }

  async draftFeedback(request: FeedbackDraftRequest): Promise<string> {
    return this.complete(
      [
        { role: 'system', content: feedbackSystemPrompt(request) },
        { role: 'user', content: feedbackUserPrompt(request) },
      ],
      'aiFailed',
    );
  }
}
