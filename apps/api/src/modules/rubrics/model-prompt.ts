import { randomUUID } from 'node:crypto';
import type { Language } from '@sinfxona/domain/constants';
import type { RubricDraftRequest } from './offline-draft';

const SHAPE =
  '{"criteria":[{"title":"…","description":"…","levels":[{"title":"…","description":"…","points":10},…]},…]}';

/** What the model is asked for: JSON only, in the user's language, levels best first down to 0 points. */
export const RUBRIC_SYSTEM: Record<Language, string> = {
  uz: `Siz o'qituvchiga baholash mezonlarini (rubrika) tuzishda yordam beruvchi yordamchisiz. Faqat JSON qaytaring, boshqa matnsiz, shu shaklda: ${SHAPE}. Mezon va daraja nomlari o'zbek tilida (lotin yozuvida), qisqa. Har mezonda 4 ta daraja, eng yaxshisidan 0 ballgacha; ballar 0 dan 100 gacha.`,
  'uz-Cyrl': `Сиз ўқитувчига баҳолаш мезонларини (рубрика) тузишда ёрдам берувчи ёрдамчисиз. Фақат JSON қайтаринг, бошқа матнсиз, шу шаклда: ${SHAPE}. Мезон ва даража номлари ўзбек тилида, фақат кирилл ёзувида, қисқа. Ҳар мезонда 4 та даража, энг яхшисидан 0 баллгача; баллар 0 дан 100 гача.`,
  ru: `Вы помогаете учителю составить критерии оценивания (рубрику). Верните только JSON, без другого текста, в таком виде: ${SHAPE}. Названия критериев и уровней — по-русски, кратко. В каждом критерии 4 уровня, от лучшего до 0 баллов; баллы от 0 до 100.`,
  en: `You help a teacher write a grading rubric. Answer with JSON only, no other text, in this shape: ${SHAPE}. Criterion and level titles in English, short. Each criterion has 4 levels, best first down to 0 points; points from 0 to 100.`,
};

export const rubricPrompt = (request: RubricDraftRequest) =>
  [
    `Task: ${request.title}`,
    request.description ? `Description: ${request.description.slice(0, 3_000)}` : '',
    `Criteria: ${request.criteria}`,
  ]
    .filter(Boolean)
    .join('\n');

/**
 * The model's answer as JSON (a ```json fence around it is allowed), with an id given to each
 * criterion and level; undefined when it is not JSON.
 */
export function parseModelJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1] ?? content;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fenced.slice(start, end + 1));
  } catch {
    return undefined;
  }
  const criteria = (parsed as { criteria?: unknown })?.criteria;
  if (!Array.isArray(criteria)) return parsed;
  return {
    criteria: criteria.map((criterion) => ({
      ...criterion,
      id: randomUUID(),
      levels: Array.isArray(criterion?.levels)
        ? criterion.levels.map((level: object) => ({ ...level, id: randomUUID() }))
        : criterion?.levels,
    })),
  };
}
