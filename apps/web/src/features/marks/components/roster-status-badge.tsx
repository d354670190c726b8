import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RosterStatus } from '@sinfxona/domain/schemas/marks';

/** Each roster status's colour; its word is always beside it, so colour is never the only sign. */
export const ROSTER_STATUS_COLORS: Record<RosterStatus, string> = {
  missing: 'red',
  assigned: 'gray',
  submitted: 'blue',
  late: 'orange',
  returned: 'grape',
  graded: 'green',
};

/** A student's status on a task: missing, assigned, submitted, late, returned or graded. */
export function RosterStatusBadge({ status }: { status: RosterStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={ROSTER_STATUS_COLORS[status]} variant="light" data-roster-status={status}>
      {t(`marks.statuses.${status}`)}
    </Badge>
  );
}
