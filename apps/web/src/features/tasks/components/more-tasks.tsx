import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Below a paged task list: how many of how many are shown, and "Show more" while pages remain. */
export function MoreTasks({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Group justify="center" gap="sm" mt="md">
      <Text size="sm" c="dimmed">
        {t('tasks.shownOfTotal', { shown, total })}
      </Text>
      <Button variant="default" loading={loading} onClick={onMore}>
        {t('tasks.more')}
      </Button>
    </Group>
  );
}
