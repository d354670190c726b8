import type { Difficulty, Language } from '@sinfxona/domain/constants';
import { toUzbekCyrillic } from '@sinfxona/domain/rules/uz-cyrillic';
import { russianDraft, type Draft } from './offline-drafts-ru';
import type { GenerateRequest } from './provider';

const LATIN_LABELS = { beginner: "boshlang'ich", intermediate: "o'rta", advanced: 'yuqori' };
const LABELS: Record<Language, Record<Difficulty, string>> = {
  uz: LATIN_LABELS,
  'uz-Cyrl': { beginner: 'бошланғич', intermediate: 'ўрта', advanced: 'юқори' },
  ru: { beginner: 'начальный', intermediate: 'средний', advanced: 'продвинутый' },
  en: { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' },
};

export const difficultyLabel = (difficulty: Difficulty, language: Language) => LABELS[language][difficulty];

/** Task parts by difficulty: more independent, deeper and longer work as the level rises. */
function draftFor(subject: string, difficulty: Difficulty, language: 'uz' | 'ru' | 'en'): Draft {
  const s = subject;
  if (language === 'ru') return russianDraft(s, difficulty);
  if (language === 'en') {
    const drafts: Record<Difficulty, Draft> = {
      beginner: {
        objectives: [
          `Name and explain the basic ideas of "${s}"`,
          'Solve simple examples by following a model',
          'Write down what you learned in your own words',
        ],
        steps: [
          `Read the textbook section on "${s}" and write down 5 key words`,
          'Solve 5 simple exercises, following the worked example',
          'Write a short summary (5–6 sentences) of what you learned',
        ],
        deliverable: 'A solved exercise sheet and a short summary (1 page), as a photo or a PDF.',
        criteria: [
          ['Exercises solved correctly', 50],
          ['Key words explained', 20],
          ['Summary in your own words', 20],
          ['Neat and on time', 10],
        ],
        time: '30–40 minutes',
      },
      intermediate: {
        objectives: [
          `Understand and apply the main rules of "${s}"`,
          'Solve exercises of growing difficulty and check the answers',
          'Connect the topic to a real-life example',
        ],
        steps: [
          `Review the main rules of "${s}" and make a short outline`,
          'Solve 8 exercises: 4 standard and 4 that need two or more steps',
          'Check two answers another way and explain the check',
          `Find one real-life situation where "${s}" is used and describe it`,
        ],
        deliverable: 'Solutions with working, the checks, and a half-page real-life example (PDF or DOCX).',
        criteria: [
          ['Correct solutions with working', 40],
          ['Answers checked and explained', 20],
          ['Real-life example', 25],
          ['Clarity and presentation', 15],
        ],
        time: '1–1.5 hours',
      },
      advanced: {
        objectives: [
          `Analyse "${s}" in depth and justify conclusions`,
          'Build and solve problems of your own',
          'Compare approaches and present findings clearly',
        ],
        steps: [
          `Study "${s}" from two sources (the textbook and one more) and note where they differ`,
          'Solve 6 challenging problems, at least two of them in two different ways',
          'Write and solve 2 problems of your own, with full solutions',
          'Compare the methods you used: when is each one better?',
          'Prepare a 1–2 page report with a conclusion and your sources',
        ],
        deliverable: 'A 1–2 page report (PDF or DOCX) with solutions, your own problems, the comparison and sources.',
        criteria: [
          ['Depth and correctness of the solutions', 35],
          ['Own problems: originality and solution', 25],
          ['Comparison and reasoning', 25],
          ['Structure, sources and language', 15],
        ],
        time: '2–3 hours',
      },
    };
    return drafts[difficulty];
  }
  const drafts: Record<Difficulty, Draft> = {
    beginner: {
      objectives: [
        `"${s}" mavzusining asosiy tushunchalarini bilish va tushuntira olish`,
        'Namuna asosida oddiy misollarni yechish',
        "O'rganganlarini o'z so'zlari bilan yozib berish",
      ],
      steps: [
        `Darslikdagi "${s}" bo'limini o'qing va 5 ta asosiy atamani yozib oling`,
        "Namuna bo'yicha 5 ta oddiy mashqni yeching",
        "O'rganganlaringiz haqida qisqa xulosa yozing (5–6 gap)",
      ],
      deliverable: "Yechilgan mashqlar va qisqa xulosa (1 bet) — rasm yoki PDF ko'rinishida.",
      criteria: [
        ["Mashqlar to'g'ri yechilgan", 50],
        ['Atamalar tushuntirilgan', 20],
        ["Xulosa o'z so'zlari bilan", 20],
        ["Tartibli va o'z vaqtida", 10],
      ],
      time: '30–40 daqiqa',
    },
    intermediate: {
      objectives: [
        `"${s}" mavzusining asosiy qoidalarini tushunish va qo'llash`,
        'Murakkablashib boruvchi mashqlarni yechish va javobni tekshirish',
        "Mavzuni hayotiy misol bilan bog'lash",
      ],
      steps: [
        `"${s}" bo'yicha asosiy qoidalarni takrorlang va qisqa reja tuzing`,
        '8 ta mashq yeching: 4 tasi oddiy, 4 tasi bir necha bosqichli',
        'Ikki javobni boshqa usul bilan tekshiring va tekshiruvni izohlang',
        `"${s}" hayotda qayerda qo'llanishiga bitta misol toping va tasvirlab bering`,
      ],
      deliverable: 'Yechimlar (bosqichlari bilan), tekshiruvlar va yarim betlik hayotiy misol — PDF yoki DOCX.',
      criteria: [
        ["Yechimlar to'g'ri va bosqichlari ko'rsatilgan", 40],
        ['Javoblar tekshirilgan va izohlangan', 20],
        ['Hayotiy misol', 25],
        ['Aniqlik va rasmiylashtirish', 15],
      ],
      time: '1–1,5 soat',
    },
    advanced: {
      objectives: [
        `"${s}" mavzusini chuqur tahlil qilish va xulosalarni asoslash`,
        "O'z masalalarini tuzish va yechish",
        'Turli usullarni solishtirish va natijani aniq taqdim etish',
      ],
      steps: [
        `"${s}" mavzusini ikki manbadan (darslik va yana bittasi) o'rganing, farqlarini yozing`,
        '6 ta murakkab masalani yeching, kamida ikkitasini ikki xil usulda',
        "O'zingiz 2 ta masala tuzing va to'liq yechimini yozing",
        "Qo'llagan usullaringizni solishtiring: qaysi biri qachon qulay?",
        'Xulosa va manbalar bilan 1–2 betlik hisobot tayyorlang',
      ],
      deliverable: "1–2 betlik hisobot (PDF yoki DOCX): yechimlar, o'z masalalaringiz, solishtirish va manbalar.",
      criteria: [
        ["Yechimlarning chuqurligi va to'g'riligi", 35],
        ["O'z masalalari: o'ziga xoslik va yechim", 25],
        ['Solishtirish va mulohaza', 25],
        ['Tuzilma, manbalar va til', 15],
      ],
      time: '2–3 soat',
    },
  };
  return drafts[difficulty];
}

/** The headings of a draft, per language. */
const HEADINGS = {
  uz: {
    title: (subject: string, level: string) => `${subject}: ${level} darajadagi topshiriq`,
    subject: 'Mavzu',
    difficulty: 'Qiyinlik darajasi',
    grade: 'Sinf',
    time: 'Taxminiy vaqt',
    objectives: 'Maqsadlar',
    steps: 'Bajarish bosqichlari',
    deliverable: 'Topshiriladigan natija',
    criteria: 'Baholash mezonlari (100 ball)',
    points: 'ball',
  },
  ru: {
    title: (subject: string, level: string) => `${subject}: задание, ${level} уровень`,
    subject: 'Тема',
    difficulty: 'Уровень сложности',
    grade: 'Класс',
    time: 'Примерное время',
    objectives: 'Цели',
    steps: 'Этапы выполнения',
    deliverable: 'Что сдать',
    criteria: 'Критерии оценивания (100 баллов)',
    points: 'баллов',
  },
  en: {
    title: (subject: string, level: string) => `${subject}: ${level} task`,
    subject: 'Subject',
    difficulty: 'Difficulty',
    grade: 'Grade',
    time: 'Estimated time',
    objectives: 'Objectives',
    steps: 'Steps',
    deliverable: 'Deliverable',
    criteria: 'Grading criteria (100 points)',
    points: 'points',
  },
};

function draftText(
  subject: string,
  difficulty: Difficulty,
  gradeLevel: string | undefined,
  language: 'uz' | 'ru' | 'en',
) {
  const draft = draftFor(subject, difficulty, language);
  const h = HEADINGS[language];
  const level = difficultyLabel(difficulty, language);
  const header = `- **${h.subject}:** ${subject}\n- **${h.difficulty}:** ${level}${gradeLevel ? `\n- **${h.grade}:** ${gradeLevel}` : ''}\n- **${h.time}:** ${draft.time}`;
  const sections = [
    header,
    `### ${h.objectives}\n${draft.objectives.map((item) => `- ${item}`).join('\n')}`,
    `### ${h.steps}\n${draft.steps.map((item, index) => `${index + 1}. ${item}`).join('\n')}`,
    `### ${h.deliverable}\n${draft.deliverable}`,
    `### ${h.criteria}\n${draft.criteria.map(([item, points]) => `- ${item} — ${points} ${h.points}`).join('\n')}`,
  ];
  return { title: h.title(subject, level), text: sections.join('\n\n') };
}

/**
 * A structured task draft without a model: objectives, steps, deliverable and grading criteria.
 * Cyrillic Uzbek is the Latin draft through the transliteration rules, with the teacher's own
 * subject and grade put back as typed.
 */
export function generateOfflineTask({ subject, difficulty, gradeLevel, language }: GenerateRequest): {
  title: string;
  text: string;
} {
  if (language !== 'uz-Cyrl') {
    const { title, text } = draftText(subject, difficulty, gradeLevel, language);
    return { title: title.slice(0, 200), text };
  }
  const latin = draftText('{{subject}}', difficulty, gradeLevel ? '{{grade}}' : undefined, 'uz');
  const fill = (text: string) =>
    toUzbekCyrillic(text)
      .replaceAll('{{subject}}', subject)
      .replaceAll('{{grade}}', gradeLevel ?? '');
  return { title: fill(latin.title).slice(0, 200), text: fill(latin.text) };
}
