import { Box, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { useGradingQueue, type QueueParams } from '@/features/submissions/api/get-grading-queue';
import { useSwipe } from '@/features/submissions/hooks/use-swipe';
import { QueueItem } from './queue-item';

/**
 * Walks the ungraded latest attempts (of one task, a class, or all the teacher's classes), oldest
 * first: the file beside the grade form, Next/Previous, J/K, a swipe on a phone and Ctrl+Enter. The list is taken once
 * when the queue opens, so work graded here stays reachable with Previous; "Check for new work"
 * takes it again.
 */
export function GradingQueue({ params }: { params: QueueParams }) {
  const { t } = useTranslation();
  const queue = useGradingQueue(params);
  const [items, setItems] = useState<Submission[] | null>(null);
  const [index, setIndex] = useState(0);

  // The first answer becomes the queue's list (set while rendering: React's pattern for state
  // that starts from a prop); later refetches, after a grade, don't reshuffle it.
  if (items === null && queue.data) setItems(queue.data.submissions);

  const total = items?.length ?? 0;
  const go = (step: number) => setIndex((current) => Math.min(Math.max(current + step, 0), total));
  // J/K anywhere but in a field (Mantine's hotkeys skip inputs and text areas); a swipe on a phone.
  useHotkeys([
    ['j', () => go(1)],
    ['k', () => go(-1)],
  ]);
  const swipe = useSwipe({ onLeft: () => go(1), onRight: () => go(-1) });

  const replace = (changed: Submission) =>
    setItems((list) => list?.map((item) => (item._id === changed._id ? changed : item)) ?? list);
  const reload = async () => {
    const fresh = await queue.refetch();
    setItems(fresh.data?.submissions ?? []);
    setIndex(0);
  };

  return (
    <QueryView query={queue} errorMessage={t('workflow.queueFailed')}>
      {() =>
        items === null ? null : total === 0 || index >= total ? (
          <Card withBorder radius="md" padding="lg">
            <Stack align="center">
              <EmptyState message={total === 0 ? t('workflow.queueEmpty') : t('workflow.queueDone')} />
              <Group>
                {total > 0 && (
                  <Button variant="default" leftSection={<IconChevronLeft size={16} />} onClick={() => go(-1)}>
                    {t('common.previous')}
                  </Button>
                )}
                <Button
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void reload()}
                  loading={queue.isFetching}
                >
                  {t('workflow.checkMore')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : (
          <Stack {...swipe} data-testid="grading-queue">
            {/* Previous / position / Next stay in reach while the form scrolls (under the app's header). */}
            <Box
              pos="sticky"
              top="var(--app-shell-header-offset, 0rem)"
              py={6}
              bg="var(--mantine-color-body)"
              style={{ zIndex: 3 }}
            >
              <Group justify="space-between" wrap="wrap">
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconChevronLeft size={16} />}
                    onClick={() => go(-1)}
                    disabled={index === 0}
                  >
                    {t('common.previous')}
                  </Button>
                  <Text fw={600} aria-live="polite" data-testid="queue-position">
                    {t('workflow.queuePosition', { index: index + 1, total })}
                  </Text>
                  <Button
                    variant="default"
                    size="xs"
                    rightSection={<IconChevronRight size={16} />}
                    onClick={() => go(1)}
                  >
                    {t('common.next')}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {t('workflow.shortcuts')}
                </Text>
              </Group>
            </Box>
            <Grid>
              <QueueItem
                key={items[index]!._id}
                submission={items[index]!}
                onGraded={(graded) => {
                  replace(graded);
                  go(1);
                }}
                onReturned={(returned) => {
                  replace(returned);
                  go(1);
                }}
              />
            </Grid>
          </Stack>
        )
      }
    </QueryView>
  );
}
