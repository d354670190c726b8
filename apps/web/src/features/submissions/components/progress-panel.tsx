import { Card, Group, Progress as Bar, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Progress } from '@sinfxona/domain/schemas/submissions';
import { MarkBadge } from '@/shared/ui/mark-badge';

/** Submitted x/total, graded x/submitted, average, completion bar; 'All tasks completed!' at 100 %. */
export function ProgressPanel({ progress, title }: { progress: Progress; title?: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="progress-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title ?? t('dashboard.progressTitle')}
        </Title>
        <Group justify="space-between">
          <Text>{t('dashboard.tasksSubmitted')}</Text>
          <Text fw={600}>
            {progress.submittedTasks}/{progress.totalTasks}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('dashboard.tasksGraded')}</Text>
          <Text fw={600}>
            {progress.gradedTasks}/{progress.submittedTasks}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('dashboard.averageScore')}</Text>
          {progress.averageMark === null ? (
            <Text fw={600}>{progress.averageScore}%</Text>
          ) : (
            <MarkBadge score={progress.averageScore} mark={progress.averageMark} size="sm" />
          )}
        </Group>
        <Bar value={progress.completionPercentage} size="lg" radius="xl" aria-label={t('dashboard.completion')} />
        <Text size="sm" c="dimmed" ta="right">
          {t('dashboard.completionValue', { value: progress.completionPercentage })}
        </Text>
        {progress.completionPercentage >= 100 && (
          <Group gap={6} c="green.7">
            <IconConfetti size={18} />
            <Text fw={600}>{t('dashboard.allDone')}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
