import { adminUz } from './admin-uz';
import { commentBankUz } from './comment-bank-uz';
import { guardianUz } from './guardian-uz';
import { planningUz } from './planning-uz';
import { uzStart } from './uz';

/**
 * Uzbek (Latin), every key: the start catalogue (uz.ts) and the sections that load with their
 * screens (admin-texts.ts, guardian-texts.ts, comment-bank-texts.ts, planning-texts.ts). The other languages' catalogues and their checks follow this one.
 */
export const uz = {
  ...uzStart,
  admin: adminUz,
  guardian: guardianUz,
  commentBank: commentBankUz,
  planning: planningUz,
};
