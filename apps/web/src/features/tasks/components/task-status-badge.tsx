import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { taskBadge, type TaskBadge, type TaskBadgeInput } from '@sinfxona/domain/rules/task-badge';

/** Mantine colour names for each task badge. */
const TASK_BADGE_COLORS: Record<TaskBadge, string> = {
  returned: 'orange',
  graded: 'green',
  submitted: 'blue',
  pastDue: 'red',
  pending: 'yellow',
};

/** Returned for revision, Graded, Submitted, Past Due or Pending, in SPEC §4 priority. */
export function TaskStatusBadge({ deadline, submission }: TaskBadgeInput) {
  const { t } = useTranslation();
  const status = taskBadge({ deadline, submission });
  return (
    <Badge color={TASK_BADGE_COLORS[status]} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
