import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SubmittedWorkPanel,
  useSubmittedWork,
  type SubmissionFilter,
} from '@/features/submissions/components/submitted-work-panel';
import { TaskSubmission } from '@/features/submissions/components/task-submission';
import { QueuedHandInBadge } from '@/features/submissions/outbox/queued-badge';
import { loadedTasks, useTaskPages } from '@/features/tasks/api/get-task-pages';
import { StudentTaskGrid, studentTaskPages, type TaskFilter } from '@/features/tasks/components/student-task-grid';
import { TaskDetailModal } from '@/features/tasks/components/task-detail-modal';
import { useClassScope } from '@/shared/classes/class-scope';

/** The student's tasks screen (SPEC §2): tasks and submitted work in two tabs, a task's detail on click. */
export default function StudentTasksPage() {
  const { t } = useTranslation();
  const classId = useClassScope();
  const [taskFilter, setTaskFilter] = useState<TaskFilter>('all');
  // The grid's own query (the same key): the opened task is the one on screen.
  const tasks = useTaskPages(studentTaskPages(classId, taskFilter));
  const [submissionFilter, setSubmissionFilter] = useState<SubmissionFilter>('all');
  const submissions = useSubmittedWork(classId, submissionFilter);
  const [openId, setOpenId] = useState<string | null>(null);

  const open = loadedTasks(tasks.data).items.find((task) => task._id === openId) ?? null;
  // The detail is keyed by task, so it unmounts on close and cannot hand the focus back itself.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpenId(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
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
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={refresh}
            loading={tasks.isFetching || submissions.isFetching}
          >
            {t('common.refresh')}
          </Button>
        </Group>
        <Tabs.Panel value="tasks" pt="md">
          <StudentTaskGrid
            classId={classId}
            filter={taskFilter}
            onFilterChange={setTaskFilter}
            stateOf={(task) => <QueuedHandInBadge taskId={task._id} />}
            onOpen={(task) => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              setOpenId(task._id);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="submitted" pt="md">
          <SubmittedWorkPanel classId={classId} filter={submissionFilter} onFilterChange={setSubmissionFilter} />
        </Tabs.Panel>
      </Tabs>
      <TaskDetailModal key={open?._id ?? 'none'} task={open} onClose={close} updatedAt={tasks.dataUpdatedAt}>
        {open && <TaskSubmission task={open} onSubmitted={close} />}
      </TaskDetailModal>
    </Stack>
  );
}
