import type { CyrillicOverride } from './rules/uz-cyrillic';

/**
 * Hand-written Cyrillic for messages the transliteration rules cannot produce: the spec keeps a
 * few English texts in the Uzbek catalogue, and Cyrillic Uzbek gets real Uzbek there. Each entry
 * names the Latin text it was written for; when that text changes, the test asks for a review.
 */
export const messageCyrillicOverrides: Record<string, CyrillicOverride> = {
  aiInvalidResponse: { latin: 'Invalid response from AI service', cyrillic: 'AI хизматидан нотўғри жавоб келди' },
  aiFailed: { latin: 'Failed to get AI response', cyrillic: 'AI жавобини олиб бўлмади' },
  aiGenerateFailed: { latin: 'Failed to generate task', cyrillic: 'Вазифа яратиб бўлмади' },
  // File types and Word keep their Latin names, as PDF does.
  photosOnlyImages: {
    latin: "Rasmlar JPEG yoki PNG bo'lishi kerak, hujjat esa alohida topshiriladi",
    cyrillic: 'Расмлар JPEG ёки PNG бўлиши керак, ҳужжат эса алоҳида топширилади',
  },
  previewUnsupported: {
    latin: "Bu yerda faqat Word (DOCX) fayli ko'rsatiladi: bu faylni ochish uchun uni yuklab oling",
    cyrillic: 'Бу ерда фақат Word (DOCX) файли кўрсатилади: бу файлни очиш учун уни юклаб олинг',
  },
};
