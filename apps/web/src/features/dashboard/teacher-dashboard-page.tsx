import { Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { IconBook, IconPlus, IconStar, IconUsers, IconVideo } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { RECENT_SUBMISSIONS_DEFAULT } from '@sinfxona/domain/constants';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { useRecentSubmissions } from '@/shared/api/submissions';
import { useTasks } from '@/shared/api/tasks';
import { useTeacherStats } from '@/shared/api/users';
import { ScoreBadge } from '@/shared/ui/badges';
import { EmptyState, ErrorState, LoadingState, QueryView } from '@/shared/ui/states';
import { SubmissionsTable } from '@/shared/ui/submissions-table';
import { TaskFormModal } from '@/shared/ui/task-form-modal';
import { TaskManager } from './task-manager';
import { StatCard } from './stat-card';

export default function TeacherDashboardPage() {
  const { t, i18n } = useTranslation();
  const stats = useTeacherStats();
  const recent = useRecentSubmissions(RECENT_SUBMISSIONS_DEFAULT);
  const tasks = useTasks();
  const [viewing, setViewing] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);

  const recentRows = recent.data ?? [];
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState message={t('dashboard.statsFailed')} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  // dayjs carries the Uzbek month names; the browser's Intl data may not.
  const monthName = (month: string) => dayjs(`${month}-01`).locale(i18n.language === 'uz' ? 'uz-latn' : 'en').format('MMM YYYY');

  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={t('dashboard.totalTasks')} value={s.totalTasks} icon={IconBook} />
        <StatCard label={t('dashboard.totalVideos')} value={s.totalVideos} icon={IconVideo} color="grape" />
        <StatCard label={t('dashboard.totalStudents')} value={s.totalStudents} icon={IconUsers} color="teal" />
        <StatCard label={t('dashboard.averageScore')} value={`${s.averageScore}/100`} icon={IconStar} color="blue" />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="md" h="100%">
            <Title order={2} size="h4" mb="sm">{t('dashboard.taskCompletion')}</Title>
            {s.taskCompletion.length === 0 ? (
              <EmptyState message={t('tasks.empty')} />
            ) : (
              <BarChart h={260} data={s.taskCompletion.map((row) => ({ task: row.title.length > 18 ? `${row.title.slice(0, 17)}…` : row.title, [t('dashboard.rate')]: row.rate }))} dataKey="task" series={[{ name: t('dashboard.rate'), color: 'indigo.6' }]} yAxisProps={{ domain: [0, 100] }} unit="%" tickLine="y" xAxisProps={{ interval: 0, angle: -30, textAnchor: 'end', height: 70 }} barChartProps={{ margin: { left: 28, right: 8 } }} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="md" h="100%">
            <Title order={2} size="h4" mb="sm">{t('dashboard.monthlyActivity')}</Title>
            <BarChart h={260} data={s.monthlyActivity.map((row) => ({ month: monthName(row.month), [t('dashboard.submissionsSeries')]: row.submissions, [t('dashboard.gradedSeries')]: row.graded }))} dataKey="month" series={[{ name: t('dashboard.submissionsSeries'), color: 'blue.6' }, { name: t('dashboard.gradedSeries'), color: 'teal.6' }]} withLegend tickLine="y" />
          </Card>
        </Grid.Col>
      </Grid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">{t('dashboard.taskManager')}</Title>
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>{t('tasks.newTask')}</Button>
            </Group>
            {tasks.isPending ? <LoadingState /> : tasks.isError ? <ErrorState message={t('tasks.loadFailed')} onRetry={() => void tasks.refetch()} /> : <TaskManager tasks={tasks.data.tasks} onView={setViewing} />}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h4" mb="sm">{t('dashboard.recentSubmissions')}</Title>
            <QueryView query={recent} errorMessage={t('dashboard.recentFailed')} empty={recentRows.length === 0} emptyMessage={t('submissions.empty')}>
              <Stack gap="xs">
                {recentRows.map((row) => (
                  <Group key={row._id} justify="space-between" wrap="nowrap" data-testid="recent-submission">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500} size="sm" truncate>{row.studentName}</Text>
                      <Text size="xs" c="dimmed" truncate>{row.taskTitle} · {formatDateTime(row.submittedAt)}</Text>
                    </div>
                    {row.isGraded && row.score !== null ? <ScoreBadge score={row.score} size="sm" /> : <Text size="xs" c="dimmed">{t('grading.notGraded')}</Text>}
                  </Group>
                ))}
              </Stack>
            </QueryView>
          </Card>
        </Grid.Col>
      </Grid>
      {viewing && (
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">{t('dashboard.submissionsOf', { title: viewing.title })}</Title>
            <Button size="xs" variant="default" onClick={() => setViewing(null)}>{t('common.close')}</Button>
          </Group>
          <SubmissionsTable key={viewing._id} taskId={viewing._id} />
        </Card>
      )}
      <TaskFormModal opened={creating} task={null} onClose={() => setCreating(false)} />
    </Stack>
  );
}
