import { Button, Group, SegmentedControl, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMySubmissions } from '@/shared/api/submissions';
import { useTasks } from '@/shared/api/tasks';
import { QueryView } from '@/shared/ui/states';
import { SubmissionCard } from '@/shared/ui/submission-card';
import { TaskCard } from './task-card';
import { TaskDetailModal } from './task-detail-modal';

type TaskFilter = 'all' | 'submitted' | 'notSubmitted';
type SubmissionFilter = 'all' | 'graded' | 'pending';

export default function StudentTasksPage() {
  const { t } = useTranslation();
  const tasks = useTasks();
  const submissions = useMySubmissions();
  const [taskFilter, setTaskFilter] = useState<TaskFilter>('all');
  const [submissionFilter, setSubmissionFilter] = useState<SubmissionFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);

  const list = (tasks.data?.tasks ?? []).filter((task) => (taskFilter === 'all' ? true : taskFilter === 'submitted' ? task.isCompleted : !task.isCompleted));
  const mine = (submissions.data?.submissions ?? []).filter((s) => (submissionFilter === 'all' ? true : submissionFilter === 'graded' ? s.isGraded : !s.isGraded));
  const open = tasks.data?.tasks.find((task) => task._id === openId) ?? null;
  const refresh = () => {
    void tasks.refetch();
    void submissions.refetch();
  };

  return (
    <Stack>
      <Tabs defaultValue="tasks" keepMounted={false}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Tabs.List>
            <Tabs.Tab value="tasks">{t('tasks.tabTasks')}</Tabs.Tab>
            <Tabs.Tab value="submitted">{t('tasks.tabSubmitted')}</Tabs.Tab>
          </Tabs.List>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={refresh} loading={tasks.isFetching || submissions.isFetching}>
            {t('common.refresh')}
          </Button>
        </Group>
        <Tabs.Panel value="tasks" pt="md">
          <Stack>
            <SegmentedControl
              w="fit-content"
              value={taskFilter}
              onChange={(value) => setTaskFilter(value as TaskFilter)}
              aria-label={t('tasks.filter')}
              data={[
                { value: 'all', label: t('common.all') },
                { value: 'submitted', label: t('tasks.filterSubmitted') },
                { value: 'notSubmitted', label: t('tasks.filterNotSubmitted') },
              ]}
            />
            <QueryView query={tasks} errorMessage={t('tasks.loadFailed')} empty={list.length === 0} emptyMessage={t('tasks.empty')}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {list.map((task) => <TaskCard key={task._id} task={task} onOpen={() => setOpenId(task._id)} />)}
              </SimpleGrid>
            </QueryView>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="submitted" pt="md">
          <Stack>
            <SegmentedControl
              w="fit-content"
              value={submissionFilter}
              onChange={(value) => setSubmissionFilter(value as SubmissionFilter)}
              aria-label={t('submissions.filter')}
              data={[
                { value: 'all', label: t('common.all') },
                { value: 'graded', label: t('submissions.filterGraded') },
                { value: 'pending', label: t('submissions.filterPending') },
              ]}
            />
            <QueryView query={submissions} errorMessage={t('submissions.loadFailed')} empty={mine.length === 0} emptyMessage={t('submissions.empty')}>
              <SimpleGrid cols={{ base: 1, md: 2 }}>{mine.map((s) => <SubmissionCard key={s._id} submission={s} />)}</SimpleGrid>
            </QueryView>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <TaskDetailModal key={open?._id ?? 'none'} task={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
