import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStats } from '@sinfxona/domain/schemas/tasks';

/** One task's figures: submitted of all students, graded, pending and the average. */
export function TaskStatsTiles({ stats }: { stats: TaskStats }) {
  const { t } = useTranslation();
  const tiles = [
    ['submissions.statSubmitted', `${stats.submitted}/${stats.totalStudents}`],
    ['submissions.statGraded', stats.graded],
    ['submissions.statPending', stats.pending],
    ['dashboard.averageScore', `${stats.averageScore}/100`],
  ] as const;
  return (
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
    </SimpleGrid>
  );
}
