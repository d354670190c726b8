import { offlineUz } from './offline-uz';
import { adminUz } from './admin-uz';
import { calendarUz } from './calendar-uz';
import { commentBankUz } from './comment-bank-uz';
import { guardianUz } from './guardian-uz';
import { lateUz } from './late-uz';
import { photosUz } from './photos-uz';
import { rubricsUz } from './rubrics-uz';
import { streamUz } from './stream-uz';
import { planningUz } from './planning-uz';
import { uploadsUz } from './uploads-uz';
import { outboxUz } from './outbox-uz';
import { uzStart } from './uz';

/**
 * Uzbek (Latin), every key: the start catalogue (uz.ts) and the sections that load with their
 * screens (admin-texts.ts, guardian-texts.ts, comment-bank-texts.ts, grading-texts.ts, stream-texts.ts, planning-texts.ts, calendar-texts.ts, offline-texts.ts, outbox-texts.ts). The other languages' catalogues and their checks follow this one.
 */
export const uz = {
  ...uzStart,
  admin: adminUz,
  guardian: guardianUz,
  commentBank: commentBankUz,
  rubrics: rubricsUz,
  late: lateUz,
  photos: photosUz,
  uploads: uploadsUz,
  outbox: outboxUz,
  stream: streamUz,
  offline: offlineUz,
  planning: planningUz,
  calendar: calendarUz,
};
