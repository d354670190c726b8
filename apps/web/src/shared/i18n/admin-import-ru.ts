import type { adminImportUz } from './admin-import-uz';

/** The admin's roster import screen, in Russian. */
export const adminImportRu: typeof adminImportUz = {
  intro: 'Загрузите список учеников из файла CSV.',
};
