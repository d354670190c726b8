import { Button, Card, Grid, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconChecks, IconClock, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import { useProgress } from '@/shared/api/submissions';
import { useTasks } from '@/shared/api/tasks';
import { TaskStatusBadge } from '@/shared/ui/badges';
import { ProgressPanel } from '@/shared/ui/progress-panel';
import { ErrorState, LoadingState, QueryView } from '@/shared/ui/states';
import { SubmitDialog } from '@/shared/ui/submit-dialog';
import { StatCard } from './stat-card';

export default function StudentDashboardPage() {
  const { t } = useTranslation();
  const progress = useProgress();
  const tasks = useTasks();
  const [submitting, setSubmitting] = useState<{ _id: string; title: string } | null>(null);

  const myTasks = tasks.data?.tasks ?? [];
  if (progress.isPending) return <LoadingState />;
  if (progress.isError) return <ErrorState message={t('dashboard.progressFailed')} onRetry={() => void progress.refetch()} />;
  const p = progress.data;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={t('dashboard.totalTasks')} value={p.totalTasks} icon={IconBook} />
        <StatCard label={t('dashboard.submitted')} value={p.submittedTasks} icon={IconChecks} color="green" />
        <StatCard label={t('dashboard.pendingGrades')} value={p.pendingGrades} icon={IconClock} color="yellow" />
        <StatCard label={t('dashboard.averageScore')} value={`${p.averageScore}/100`} icon={IconStar} color="blue" />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb={6}><Text fw={600}>{t('dashboard.completion')}</Text><Text fw={600}>{p.completionPercentage}%</Text></Group>
        <Progress value={p.completionPercentage} size="lg" radius="xl" aria-label={t('dashboard.completion')} />
      </Card>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h4" mb="sm">{t('dashboard.myTasks')}</Title>
            <QueryView query={tasks} errorMessage={t('tasks.loadFailed')} empty={myTasks.length === 0} emptyMessage={t('tasks.empty')}>
              <Stack gap="xs">
                {myTasks.map((task) => (
                  <Group key={task._id} justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} data-testid="dashboard-task">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500} truncate td={task.isCompleted ? 'line-through' : undefined}>{task.title}</Text>
                      <Text size="xs" c="dimmed">{t('tasks.due', { date: formatDate(task.deadline) })}</Text>
                    </div>
                    <Group gap="xs" wrap="nowrap">
                      <TaskStatusBadge deadline={task.deadline} submission={task.mySubmission} />
                      {!task.isCompleted && (
                        <Button size="xs" onClick={() => setSubmitting(task)} aria-label={`${t('common.submit')}: ${task.title}`}>
                          {t('common.submit')}
                        </Button>
                      )}
                    </Group>
                  </Group>
                ))}
              </Stack>
            </QueryView>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProgressPanel progress={p} />
        </Grid.Col>
      </Grid>
      <SubmitDialog key={submitting?._id ?? 'none'} task={submitting} onClose={() => setSubmitting(null)} />
    </Stack>
  );
}
