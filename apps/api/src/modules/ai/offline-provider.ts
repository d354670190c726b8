import MiniSearch from 'minisearch';
import type { Language } from '@sinfxona/domain/constants';
import { formatDate } from '@sinfxona/domain/rules/format';
import { toUzbekCyrillic, toUzbekLatin } from '@sinfxona/domain/rules/uz-cyrillic';
import type { AiProvider, AskRequest, ClassMaterials, GenerateRequest } from './provider';
import { generateOfflineTask } from './offline-generator';
import { offlineRubricDraft, type RubricDraftRequest } from '../rubrics/queries';

const DAY_MS = 86_400_000;

/** Words kept whole with their Uzbek apostrophes (o', g', ʻ), lower-cased, with one apostrophe form. */
function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[ʻʼ‘’`]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 1);
}

/** Question words that say nothing about the subject; left out of the material search. */
const STOP_WORDS = new Set([
  'qanday',
  'qanaqa',
  'nima',
  'nimaga',
  'nega',
  'qachon',
  'qaysi',
  'qayer',
  'qancha',
  'kim',
  'men',
  'menga',
  'meni',
  'bu',
  'shu',
  'u',
  'va',
  'bilan',
  'uchun',
  'haqida',
  'kerak',
  'how',
  'what',
  'when',
  'which',
  'why',
  'who',
  'the',
  'is',
  'are',
  'do',
  'does',
  'can',
  'to',
  'of',
  'and',
  'in',
  'on',
  'for',
  'about',
  'my',
  'me',
  'как',
  'какие',
  'какой',
  'что',
  'когда',
  'где',
  'почему',
  'зачем',
  'сколько',
  'кто',
  'мне',
  'меня',
  'мой',
  'мои',
  'это',
  'про',
  'для',
  'или',
  'нужно',
  'надо',
]);
const subjectTerm = (term: string) => (STOP_WORDS.has(term) ? null : term);

const DEADLINE_WORDS = [
  'muddat',
  'deadline',
  'due',
  'hafta',
  'week',
  'bugun',
  'today',
  'ertaga',
  'tomorrow',
  'qachon',
  'when',
  'topshir',
  'vazifa',
  'task',
  'homework',
  'срок',
  'дедлайн',
  'недел',
  'сегодня',
  'завтра',
  'когда',
  'сдат',
  'сдач',
  'задани',
  'домашн',
];
const PROGRESS_WORDS = [
  'baho',
  'ball',
  'score',
  'grade',
  "o'rtacha",
  'average',
  'progress',
  'natija',
  'result',
  'оценк',
  'балл',
  'средн',
  'прогресс',
  'результат',
  'успеваем',
];
const mentions = (words: string[], list: string[]) => words.some((word) => list.some((key) => word.startsWith(key)));

export interface RankedMaterial {
  kind: 'task' | 'video';
  id: string;
  title: string;
  score: number;
}

/** Ranks the class's tasks and videos against a question (titles weigh double, fuzzy and prefix matches count). */
export function rankMaterials(question: string, materials: ClassMaterials, limit = 3): RankedMaterial[] {
  const search = new MiniSearch<{
    key: string;
    kind: 'task' | 'video';
    id: string;
    title: string;
    description: string;
  }>({
    idField: 'key',
    fields: ['title', 'description'],
    storeFields: ['kind', 'id', 'title'],
    tokenize,
    searchOptions: {
      boost: { title: 2 },
      fuzzy: 0.2,
      prefix: true,
      combineWith: 'OR',
      tokenize,
      processTerm: subjectTerm,
    },
  });
  search.addAll([
    ...materials.tasks.map((task) => ({
      key: `task:${task.id}`,
      kind: 'task' as const,
      id: task.id,
      title: task.title,
      description: task.description,
    })),
    ...materials.videos.map((video) => ({
      key: `video:${video.id}`,
      kind: 'video' as const,
      id: video.id,
      title: video.title,
      description: video.description,
    })),
  ]);
  const hits = search.search(question);
  // Weak matches far below the best one are noise (a shared common word), not related material.
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((hit) => hit.score >= best * 0.35)
    .slice(0, limit)
    .map((hit) => ({
      kind: hit.kind as 'task' | 'video',
      id: hit.id as string,
      title: hit.title as string,
      score: hit.score,
    }));
}

const UZ_TEXT = {
  uz: {
    note: "_AI modeli ulanmagan: javob sinf materiallari va sizning ma'lumotlaringiz asosida tayyorlandi._",
    dueThisWeek: '**Shu hafta muddati tugaydigan vazifalar:**',
    noneThisWeek: "Keyingi 7 kunda muddati tugaydigan topshirilmagan vazifangiz yo'q.",
    nextDue: 'Eng yaqin muddat:',
    overdue: "**Muddati o'tgan, hali topshirilmagan:**",
    allDone: 'Barcha vazifalarni topshirgansiz — barakalla!',
    progress: (p: AskRequest['student']['progress']) =>
      `**Natijangiz:** ${p.submittedTasks}/${p.totalTasks} ta vazifa topshirilgan, ${p.gradedTasks} tasi baholangan, o'rtacha baho ${p.averageScore}/100.`,
    related: '**Savolingizga oid materiallar:**',
    task: 'Vazifa',
    video: 'Video dars',
    due: 'muddat',
    nothing:
      "Savolingizga mos material topilmadi. Savolni boshqa so'zlar bilan yozib ko'ring yoki o'qituvchingizdan so'rang.",
  },
  en: {
    note: '_No AI model is configured: this answer comes from your class materials and your own data._',
    dueThisWeek: '**Tasks due in the next 7 days:**',
    noneThisWeek: 'You have no unsubmitted task due in the next 7 days.',
    nextDue: 'Next deadline:',
    overdue: '**Past due and not yet submitted:**',
    allDone: 'You have submitted every task — well done!',
    progress: (p: AskRequest['student']['progress']) =>
      `**Your progress:** ${p.submittedTasks}/${p.totalTasks} tasks submitted, ${p.gradedTasks} graded, average score ${p.averageScore}/100.`,
    related: '**Materials related to your question:**',
    task: 'Task',
    video: 'Video lesson',
    due: 'due',
    nothing: 'No class material matches your question. Try other words, or ask your teacher.',
  },
  ru: {
    note: '_Модель ИИ не подключена: ответ составлен по материалам класса и вашим собственным данным._',
    dueThisWeek: '**Задания со сроком в ближайшие 7 дней:**',
    noneThisWeek: 'В ближайшие 7 дней у вас нет несданных заданий.',
    nextDue: 'Ближайший срок:',
    overdue: '**Срок прошёл, ещё не сдано:**',
    allDone: 'Вы сдали все задания — молодец!',
    progress: (p: AskRequest['student']['progress']) =>
      `**Ваши результаты:** сдано заданий ${p.submittedTasks}/${p.totalTasks}, оценено ${p.gradedTasks}, средняя оценка ${p.averageScore}/100.`,
    related: '**Материалы по вашему вопросу:**',
    task: 'Задание',
    video: 'Видеоурок',
    due: 'срок',
    nothing: 'Подходящих материалов класса не нашлось. Сформулируйте вопрос иначе или спросите учителя.',
  },
};

type AnswerText = (typeof UZ_TEXT)['uz'];
/** Cyrillic Uzbek is the Latin text through the transliteration rules (numbers and markdown pass through). */
const cyrillicText: AnswerText = {
  ...(Object.fromEntries(
    Object.entries(UZ_TEXT.uz).map(([key, value]) => [key, typeof value === 'string' ? toUzbekCyrillic(value) : value]),
  ) as AnswerText),
  progress: (p) => toUzbekCyrillic(UZ_TEXT.uz.progress(p)),
};
const TEXT: Record<Language, AnswerText> = { ...UZ_TEXT, 'uz-Cyrl': cyrillicText };

/** The question's words, plus their Latin spelling when it is written in Cyrillic (materials are mostly Latin). */
const questionWords = (question: string) =>
  /[\u0400-\u04FF]/.test(question) ? `${question} ${toUzbekLatin(question)}` : question;

/** Honest, useful answers without a model: the student's own deadlines and progress, and ranked class materials. */
export class OfflineProvider implements AiProvider {
  readonly source = 'offline' as const;

  async ask({ question, language, student, materials }: AskRequest): Promise<string> {
    const t = TEXT[language];
    const searchText = questionWords(question);
    const words = tokenize(searchText);
    const parts: string[] = [t.note];
    const now = student.now.getTime();
    const line = (task: { title: string; deadline: string }) =>
      `- ${task.title} — ${t.due} ${formatDate(task.deadline)}`;

    if (mentions(words, DEADLINE_WORDS)) {
      const open = [...student.openTasks].sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline));
      const overdue = open.filter((task) => Date.parse(task.deadline) < now);
      const upcoming = open.filter((task) => Date.parse(task.deadline) >= now);
      const thisWeek = upcoming.filter((task) => Date.parse(task.deadline) <= now + 7 * DAY_MS);
      if (open.length === 0) parts.push(t.allDone);
      else {
        parts.push(
          thisWeek.length
            ? `${t.dueThisWeek}\n${thisWeek.map(line).join('\n')}`
            : `${t.noneThisWeek}${upcoming[0] ? ` ${t.nextDue} ${upcoming[0].title} (${formatDate(upcoming[0].deadline)}).` : ''}`,
        );
        if (overdue.length) parts.push(`${t.overdue}\n${overdue.map(line).join('\n')}`);
      }
    }
    if (mentions(words, PROGRESS_WORDS)) parts.push(t.progress(student.progress));

    const ranked = rankMaterials(searchText, materials);
    if (ranked.length) {
      const tasks = new Map(materials.tasks.map((task) => [task.id, task]));
      const videos = new Map(materials.videos.map((video) => [video.id, video]));
      const items = ranked.map((hit) => {
        if (hit.kind === 'video') return `- ${t.video}: [${hit.title}](${videos.get(hit.id)?.url ?? ''})`;
        const task = tasks.get(hit.id);
        const summary = task ? task.description.replace(/\s+/g, ' ').slice(0, 160) : '';
        return `- ${t.task}: **${hit.title}** (${t.due} ${formatDate(task?.deadline)}) — ${summary}${task && task.description.length > 160 ? '…' : ''}`;
      });
      parts.push(`${t.related}\n${items.join('\n')}`);
    } else if (parts.length === 1) {
      parts.push(t.nothing);
    }
    return parts.join('\n\n');
  }

  async generateTask(request: GenerateRequest) {
    return generateOfflineTask(request);
  }

  async draftRubric(request: RubricDraftRequest) {
    return { criteria: offlineRubricDraft(request) };
  }
}
