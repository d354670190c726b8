import { Card, Grid, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentOverview } from '@/features/dashboard/components/student-overview';
import { useProgress } from '@/features/submissions/api/get-progress';
import { ProgressPanel } from '@/features/submissions/components/progress-panel';
import { QueuedHandInBadge } from '@/features/submissions/outbox/queued-badge';
import { useRecentTasks } from '@/features/tasks/api/get-tasks';
import { paths } from '@/shared/config/paths';
import { AllTasksLink } from '@/features/tasks/components/all-tasks-link';
import { TaskChecklist } from '@/features/tasks/components/task-checklist';
import { useClassScope } from '@/shared/classes/class-scope';
import { LastUpdated } from '@/shared/offline/offline-notice';
import { QueryView } from '@/shared/ui/states';

// The submit dialog (file checks, photos) loads on the first Submit press, not with the dashboard.
const SubmitDialog = lazy(() =>
  import('@/features/submissions/components/submit-dialog').then((module) => ({ default: module.SubmitDialog })),
);

/** The student dashboard (SPEC §2): progress cards, the task list with Submit, the progress panel. */
export default function StudentDashboardPage() {
  const { t } = useTranslation();
  const classId = useClassScope();
  const progress = useProgress(classId);
  const tasks = useRecentTasks(classId);
  const [submitting, setSubmitting] = useState<{
    _id: string;
    title: string;
    classId?: string;
    deadline?: string;
  } | null>(null);
  const myTasks = tasks.data?.tasks ?? [];

  return (
    <QueryView query={progress} errorMessage={t('dashboard.progressFailed')}>
      {(p) => (
        <Stack>
          <StudentOverview progress={p} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card withBorder radius="md" padding="md">
                <Title order={2} size="h4" mb="sm">
                  {t('dashboard.myTasks')}
                </Title>
                <LastUpdated at={tasks.dataUpdatedAt} />
                <QueryView
                  query={tasks}
                  errorMessage={t('tasks.loadFailed')}
                  empty={myTasks.length === 0}
                  emptyMessage={t('tasks.empty')}
                >
                  <TaskChecklist
                    tasks={myTasks}
                    onSubmit={setSubmitting}
                    stateOf={(task) => <QueuedHandInBadge taskId={task._id} />}
                  />
                  <AllTasksLink
                    shown={myTasks.length}
                    total={tasks.data?.pagination.total ?? 0}
                    to={paths.student.tasks.getHref()}
                  />
                </QueryView>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ProgressPanel progress={p} />
            </Grid.Col>
          </Grid>
          {submitting && (
            <Suspense fallback={null}>
              <SubmitDialog key={submitting._id} task={submitting} onClose={() => setSubmitting(null)} />
            </Suspense>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
