import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSchoolDateTime } from '@sinfxona/domain/rules/school-time';

/** Still waiting for its publish time: only its class's teachers see it. */
export const isScheduled = (publishAt: string | null, now = Date.now()): publishAt is string =>
  publishAt !== null && Date.parse(publishAt) > now;

/** "Scheduled for DD/MM/YYYY HH:mm" on the school's clock. */
export function ScheduledBadge({ publishAt }: { publishAt: string }) {
  const { t } = useTranslation();
  return (
    <Badge color="grape" variant="light" size="sm" tt="none">
      {t('tasks.scheduledFor', { time: formatSchoolDateTime(publishAt) })}
    </Badge>
  );
}
