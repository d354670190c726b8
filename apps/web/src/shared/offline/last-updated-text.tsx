import { Text } from '@mantine/core';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/offline-texts';

/** "Last updated: DD/MM/YYYY HH:mm" of the data a screen shows (./offline-notice.tsx). */
export default function LastUpdatedText({ at }: { at: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="last-updated">
      {t('offline.lastUpdated', { time: formatDateTime(new Date(at).toISOString()) })}
    </Text>
  );
}
