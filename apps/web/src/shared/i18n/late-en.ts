import type { Catalogue } from './catalogue';
import type { lateUz } from './late-uz';

/** English texts of a class's late policy, held grades and the roster's bulk actions (keys mirror late-uz.ts). */
export const lateEn: Catalogue<typeof lateUz> = {
  policy: {
    title: 'Late policy',
    perDay: 'Off per day late, %',
    floor: 'Never below (score)',
    cutoff: 'Close hand-ins (days after the deadline)',
    cutoffNone: 'Never close',
    cutoffPlaceholder: 'Empty: never',
    none: 'Late work loses nothing; hand-ins never close.',
    penalty: '−{{percent}} % per day, never below {{floor}}',
    noPenalty: 'No penalty',
    closedAfterOneDay: 'closed a day after the deadline',
    closedAfter: 'closed {{count}} days after the deadline',
    closedAtDeadline: 'closed at the deadline',
    neverClosed: 'never closed',
    saved: 'Late policy saved',
    failed: 'Could not save the late policy',
  },
  breakdown: {
    raw: 'Raw {{score}}',
    penaltyOneDay: '−{{points}} late (1 day)',
    penaltyDays: '−{{points}} late ({{count}} days)',
    final: 'Final {{score}} · {{mark}}',
    held: 'Held',
    heldHint: 'The student sees this grade once you release it',
  },
  submit: {
    lateNotice: 'The deadline has passed. {{policy}}.',
    closed: 'The deadline and its grace period have passed: hand-ins are closed',
  },
  hold: {
    label: 'Hold grade until I release it',
    description: 'The student sees it after “Release grades” on the task’s roster',
  },
  bulk: {
    select: 'Select {{name}}',
    selectAll: 'Select all',
    selectMissing: 'Select all missing',
    clear: 'Clear selection',
    selected: '{{count}} selected',
    extend: 'Give more time',
    newDeadline: 'New deadline',
    returnAction: 'Return for revision',
    returnMessage: 'Message to the students',
    release: 'Release grades',
    download: 'Download selection (ZIP)',
    apply: 'Apply',
    result: 'Done for {{done}}, skipped {{skipped}}',
    failed: 'Could not do that',
    barLabel: 'Actions on the selected students',
  },
};
