import type { adminImportUz } from './admin-import-uz';

/** The admin's roster import screen, in English. */
export const adminImportEn: typeof adminImportUz = {
  intro: 'Bring in the pupils’ roster from a CSV file.',
};
