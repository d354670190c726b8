import { Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTaskStats, useTasks } from '@/shared/api/tasks';
import { downloadGradebook } from '@/shared/api/gradebook';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { SubmissionsTable } from '@/shared/ui/submissions-table';

/** The submissions of one chosen task, with its figures and a CSV export. */
export default function TeacherSubmissionsPage() {
  const { t } = useTranslation();
  const tasks = useTasks();
  const [params, setParams] = useSearchParams();
  const taskId = params.get('task');
  const stats = useTaskStats(taskId);

  if (tasks.isPending) return <LoadingState />;
  if (tasks.isError) return <ErrorState message={t('tasks.loadFailed')} onRetry={() => void tasks.refetch()} />;
  if (tasks.data.tasks.length === 0) return <EmptyState message={t('tasks.empty')} />;

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('submissions.chooseTask')}
          placeholder={t('submissions.chooseTask')}
          data={tasks.data.tasks.map((task) => ({ value: task._id, label: task.title }))}
          value={taskId}
          onChange={(value) => setParams(value ? { task: value } : {})}
          searchable
          w={{ base: '100%', sm: 360 }}
        />
        {taskId && (
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void downloadGradebook(taskId)}>{t('gradebook.export')}</Button>
        )}
      </Group>
      {taskId && stats.data && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {([['submissions.statSubmitted', `${stats.data.submitted}/${stats.data.totalStudents}`], ['submissions.statGraded', stats.data.graded], ['submissions.statPending', stats.data.pending], ['dashboard.averageScore', `${stats.data.averageScore}/100`]] as const).map(([key, value]) => (
            <Card key={key} withBorder padding="sm" radius="md"><Text size="xs" c="dimmed">{t(key)}</Text><Text fw={700} size="lg">{value}</Text></Card>
          ))}
        </SimpleGrid>
      )}
      {taskId ? <SubmissionsTable key={taskId} taskId={taskId} /> : <EmptyState message={t('submissions.chooseTaskHint')} />}
    </Stack>
  );
}
