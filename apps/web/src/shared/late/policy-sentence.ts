import type { TFunction } from 'i18next';
import type { LatePolicy } from '@/shared/late/late-policy';
import '@/shared/i18n/grading-texts';

/** What the policy does, in one sentence: "−10 % per day, never below 50; closed 3 days after the deadline". */
export function policySentence(t: TFunction, policy: LatePolicy): string {
  if (policy.perDayPercent === 0 && policy.cutoffDays === null) return t('late.policy.none');
  const penalty =
    policy.perDayPercent > 0
      ? t('late.policy.penalty', { percent: policy.perDayPercent, floor: policy.floor })
      : t('late.policy.noPenalty');
  const closing =
    policy.cutoffDays === null
      ? t('late.policy.neverClosed')
      : policy.cutoffDays === 0
        ? t('late.policy.closedAtDeadline')
        : policy.cutoffDays === 1
          ? t('late.policy.closedAfterOneDay')
          : t('late.policy.closedAfter', { count: policy.cutoffDays });
  return `${penalty}; ${closing}`;
}
