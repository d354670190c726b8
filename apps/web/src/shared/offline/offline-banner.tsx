import { Alert, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/offline-texts';
import LastUpdatedText from './last-updated-text';

/** The oldest answer among the reads the screen shows now (its active queries): when it was last up to date. */
function oldestShown(client: QueryClient) {
  const times = client
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length > 0 ? Math.min(...times) : 0;
}

function useShownDataTime() {
  const client = useQueryClient();
  const [time, setTime] = useState(() => oldestShown(client));
  useEffect(() => client.getQueryCache().subscribe(() => setTime(oldestShown(client))), [client]);
  return time;
}

/** Without a connection: what the screen shows is the device's last copy (./offline-notice.tsx). */
export default function OfflineBanner() {
  const { t } = useTranslation();
  const shownAt = useShownDataTime();
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconWifiOff size={20} aria-hidden />}
      title={t('offline.banner')}
      data-testid="offline-banner"
    >
      <Text size="sm">{t('offline.bannerHint')}</Text>
      {shownAt > 0 && <LastUpdatedText at={shownAt} />}
    </Alert>
  );
}
