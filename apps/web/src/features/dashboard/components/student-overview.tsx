import { Card, Group, Progress as Bar, SimpleGrid, Text } from '@mantine/core';
import { IconBook, IconChecks, IconClock, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Progress } from '@sinfxona/domain/schemas/submissions';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { StatCard } from './stat-card';

/** The student dashboard's cards (SPEC §2): total, submitted, pending grades, average, completion bar. */
export function StudentOverview({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={t('dashboard.totalTasks')} value={progress.totalTasks} icon={IconBook} />
        <StatCard label={t('dashboard.submitted')} value={progress.submittedTasks} icon={IconChecks} color="green" />
        <StatCard label={t('dashboard.pendingGrades')} value={progress.pendingGrades} icon={IconClock} color="yellow" />
        <StatCard
          label={t('dashboard.averageScore')}
          value={`${progress.averageScore}/100`}
          icon={IconStar}
          color="blue"
          footer={<MarkBadge mark={progress.averageMark} size="sm" />}
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb={6}>
          <Text fw={600}>{t('dashboard.completion')}</Text>
          <Text fw={600}>{progress.completionPercentage}%</Text>
        </Group>
        <Bar value={progress.completionPercentage} size="lg" radius="xl" aria-label={t('dashboard.completion')} />
      </Card>
    </>
  );
}
