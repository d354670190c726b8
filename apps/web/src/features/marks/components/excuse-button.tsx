import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RosterEntry } from '@sinfxona/domain/schemas/marks';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { useExcuseTask, useUnexcuseTask } from '@/features/marks/api/excuse-task';

/**
 * "Mark excused" on a missing pupil's row (their missing work leaves their averages), or its undo
 * on an excused one; the server's word (and its refusal) is shown as a toast.
 */
export function ExcuseButton({ taskId, entry }: { taskId: string; entry: RosterEntry }) {
  const { t } = useTranslation();
  const excuse = useExcuseTask();
  const unexcuse = useUnexcuseTask();
  const excused = Boolean(entry.excused);
  const mutation = excused ? unexcuse : excuse;
  const name = entry.student.fullName;

  const toggle = async () => {
    try {
      await mutation.mutateAsync({ taskId, studentId: entry.student._id });
      toast(t(excused ? 'marks.roster.unexcused' : 'marks.roster.excusedDone'), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('marks.roster.excuseFailed')), { type: 'error' });
    }
  };

  return (
    <Tooltip label={t(excused ? 'marks.roster.unexcuse' : 'marks.roster.excuse')} withArrow>
      <ActionIcon
        size="lg"
        variant="light"
        color={excused ? 'gray' : 'teal'}
        loading={mutation.isPending}
        onClick={() => void toggle()}
        aria-label={t(excused ? 'marks.roster.unexcuseFor' : 'marks.roster.excuseFor', { name })}
      >
        {excused ? <IconCircleOff size={18} /> : <IconCircleCheck size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
