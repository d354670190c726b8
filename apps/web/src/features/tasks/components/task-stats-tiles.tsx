import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStats } from '@sinfxona/domain/schemas/tasks';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { MarkDistributionLine } from '@/shared/ui/mark-distribution';

/** One task's figures: submitted of all students, graded, pending, the average with its mark, and how many of each mark. */
export function TaskStatsTiles({ stats }: { stats: TaskStats }) {
  const { t } = useTranslation();
  const tiles = [
    ['submissions.statSubmitted', `${stats.submitted}/${stats.totalStudents}`],
    ['submissions.statGraded', stats.graded],
    ['submissions.statPending', stats.pending],
  ] as const;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {tiles.map(([key, value]) => (
          <Card key={key} withBorder padding="sm" radius="md">
            <Text size="xs" c="dimmed">
              {t(key)}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Card>
        ))}
        <Card withBorder padding="sm" radius="md">
          <Text size="xs" c="dimmed">
            {t('dashboard.averageScore')}
          </Text>
          {stats.averageMark === null ? (
            <Text fw={700} size="lg">{`${stats.averageScore}/100`}</Text>
          ) : (
            <MarkBadge score={stats.averageScore} mark={stats.averageMark} size="lg" />
          )}
        </Card>
      </SimpleGrid>
      {stats.graded > 0 && <MarkDistributionLine marks={stats.marks} />}
    </Stack>
  );
}
