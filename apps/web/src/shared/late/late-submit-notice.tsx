import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cutoffPassed } from '@sinfxona/domain/rules/late-policy';
import { useLatePolicy } from '@/shared/late/late-policy';
import { policySentence } from './policy-sentence';
import '@/shared/i18n/grading-texts';

interface LateTask {
  classId?: string;
  /** The student's own deadline (their extension when they have one). */
  deadline?: string;
}

/** Whether the task is past its deadline, and whether the class's cut-off has closed hand-ins. */
export function useHandInState(task: LateTask | null, now = new Date()) {
  const policy = useLatePolicy(task?.deadline ? task.classId : undefined);
  const late = Boolean(task?.deadline && now.getTime() > Date.parse(task.deadline));
  const closed = Boolean(late && policy.data && cutoffPassed(now, task!.deadline!, policy.data.cutoffDays));
  return { late, closed, policy: policy.data };
}

/** Says the class's late policy when the task is late, or that hand-ins are closed (the submit button then goes). */
export function LateSubmitNotice({ task }: { task: LateTask | null }) {
  const { t } = useTranslation();
  const { late, closed, policy } = useHandInState(task);
  if (!late || !policy) return null;
  return closed ? (
    <Alert color="red" role="alert" icon={<IconClockExclamation size={18} />} data-testid="hand-in-closed">
      {t('late.submit.closed')}
    </Alert>
  ) : (
    <Alert color="orange" icon={<IconClockExclamation size={18} />} data-testid="late-notice">
      {t('late.submit.lateNotice', { policy: policySentence(t, policy) })}
    </Alert>
  );
}
