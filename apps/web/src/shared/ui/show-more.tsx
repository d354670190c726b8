import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a list read page by page offers below itself (an infinite query's part of it). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Below a paged list while pages remain: how many of how many are shown (when told), and "Show more". */
export function ShowMore({ pages, summary }: { pages: Pages; summary?: string }) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center" gap="sm" mt="md">
      {summary && (
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      )}
      <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {t('common.showMore')}
      </Button>
    </Group>
  );
}
