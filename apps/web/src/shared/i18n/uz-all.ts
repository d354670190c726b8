import { adminUz } from './admin-uz';
import { calendarUz } from './calendar-uz';
import { commentBankUz } from './comment-bank-uz';
import { guardianUz } from './guardian-uz';
import { uzStart } from './uz';

/**
 * Uzbek (Latin), every key: the start catalogue (uz.ts) and the sections that load with their
 * screens (admin-texts.ts, guardian-texts.ts, comment-bank-texts.ts, calendar-texts.ts). The other languages' catalogues and their checks follow this one.
 */
export const uz = {
  ...uzStart,
  admin: adminUz,
  guardian: guardianUz,
  commentBank: commentBankUz,
  calendar: calendarUz,
};
