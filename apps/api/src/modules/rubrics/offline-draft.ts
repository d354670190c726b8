import { randomUUID } from 'node:crypto';
import type { Language } from '@sinfxona/domain/constants';
import type { RubricCriterion } from '@sinfxona/domain/rules/rubric';
import { toUzbekCyrillic } from '@sinfxona/domain/rules/uz-cyrillic';

export interface RubricDraftRequest {
  title: string;
  description: string;
  /** How many criteria (2–8). */
  criteria: number;
  language: Language;
}

type Text = 'uz' | 'en' | 'ru';

/** The criteria an offline draft picks from, most useful first: title and what it looks at. */
const CRITERIA: Record<Text, Array<[string, (task: string) => string]>> = {
  uz: [
    ['Mazmun', (task) => `«${task}» topshirig'iga to'liq va mavzu bo'yicha javob berilgan`],
    ["To'g'rilik", () => "Yechim, faktlar va hisob-kitoblar to'g'ri"],
    ['Rasmiylashtirish', () => 'Ish toza, tartibli va talablarga mos rasmiylashtirilgan'],
    ['Mantiq va izoh', () => 'Fikrlar asoslangan, har bir qadam tushuntirilgan'],
    ["To'liqlik", () => 'Barcha savol va bosqichlar bajarilgan'],
    ['Atamalar', () => "Fan atamalari to'g'ri va o'rinli ishlatilgan"],
    ['Ijodkorlik', () => "O'z misollari, mustaqil yondashuv bor"],
    ['Mustaqillik', () => "Ish mustaqil bajarilgan, manbalar ko'rsatilgan"],
  ],
  en: [
    ['Content', (task) => `Answers the task “${task}” fully and on topic`],
    ['Correctness', () => 'Solutions, facts and calculations are correct'],
    ['Presentation', () => 'The work is neat, ordered and laid out as asked'],
    ['Reasoning', () => 'Ideas are justified and every step is explained'],
    ['Completeness', () => 'Every question and step is done'],
    ['Use of terms', () => "The subject's terms are used correctly"],
    ['Creativity', () => 'Own examples and an independent approach'],
    ['Independence', () => 'The work is their own and sources are named'],
  ],
  ru: [
    ['Содержание', (task) => `Задание «${task}» раскрыто полностью и по теме`],
    ['Правильность', () => 'Решения, факты и вычисления верны'],
    ['Оформление', () => 'Работа аккуратна, упорядочена и оформлена по требованиям'],
    ['Обоснование', () => 'Мысли обоснованы, каждый шаг объяснён'],
    ['Полнота', () => 'Выполнены все вопросы и этапы'],
    ['Термины', () => 'Предметные термины использованы верно и к месту'],
    ['Творческий подход', () => 'Есть свои примеры и самостоятельный подход'],
    ['Самостоятельность', () => 'Работа выполнена самостоятельно, источники указаны'],
  ],
};

/** The four levels, best first, and the share of the criterion's points each gives. */
const LEVELS: Record<Text, string[]> = {
  uz: "A'lo|Yaxshi|Qoniqarli|Yetarli emas".split('|'),
  en: 'Excellent|Good|Satisfactory|Needs work'.split('|'),
  ru: 'Отлично|Хорошо|Удовлетворительно|Недостаточно'.split('|'),
};
const SHARES = [1, 0.7, 0.4, 0];

/**
 * A sensible rubric built without a model, in the user's language: the most useful criteria for
 * any task, four levels each from full points to 0, the criteria's points adding up to about 100.
 */
export function offlineRubricDraft(request: RubricDraftRequest): RubricCriterion[] {
  const text: Text = request.language === 'ru' || request.language === 'en' ? request.language : 'uz';
  const cyrillic = request.language === 'uz-Cyrl' ? toUzbekCyrillic : (value: string) => value;
  const count = Math.min(Math.max(request.criteria, 2), CRITERIA[text].length);
  const best = Math.floor(100 / count);
  return CRITERIA[text].slice(0, count).map(([title, describe]) => ({
    id: randomUUID(),
    title: cyrillic(title),
    description: cyrillic(describe(request.title)),
    levels: LEVELS[text].map((level, index) => ({
      id: randomUUID(),
      title: cyrillic(level),
      points: Math.round(best * SHARES[index]!),
    })),
  }));
}
