import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { usePendingCount } from '@/features/submissions/api/get-grading-queue';

/** "N to grade": opens the grading queue of the switcher's class (or all); nothing when all is graded. */
export function ToGradeButton({ classId }: { classId?: string }) {
  const { t } = useTranslation();
  const pending = usePendingCount(classId);
  if (!pending.data) return null;
  return (
    <Button component={Link} to={paths.teacher.grading.getHref()} leftSection={<IconListCheck size={16} />}>
      {t('workflow.toGrade', { count: pending.data })}
    </Button>
  );
}
