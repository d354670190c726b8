import { Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENT_SUBMISSIONS_DEFAULT } from '@sinfxona/domain/constants';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { useTeacherStats } from '@/features/dashboard/api/get-teacher-stats';
import { TeacherOverview } from '@/features/dashboard/components/teacher-overview';
import { useRecentSubmissions } from '@/features/submissions/api/get-recent-submissions';
import { RecentSubmissionList } from '@/features/submissions/components/recent-submission-list';
import { ToGradeButton } from '@/features/submissions/components/to-grade-button';
import { useRecentTasks } from '@/features/tasks/api/get-tasks';
import { paths } from '@/shared/config/paths';
import { AllTasksLink } from '@/features/tasks/components/all-tasks-link';
import { TaskFormModal } from '@/features/tasks/components/task-form-modal';
import { TaskList } from '@/features/tasks/components/task-list';
import { useClassScope } from '@/shared/classes/class-scope';
import { useClasses } from '@/shared/classes/get-classes';
import { LoadingState, QueryView } from '@/shared/ui/states';

// A task's submissions table (with the grading and return forms) loads when a task is opened.
const SubmissionsTable = lazy(() =>
  import('@/features/submissions/components/submissions-table').then((module) => ({
    default: module.SubmissionsTable,
  })),
);

// The classes' join codes to share, shown only while a teacher has no task yet: not part of the app's start.
const ShareClassCodes = lazy(() =>
  import('@/features/classes/components/share-class-codes').then((module) => ({ default: module.ShareClassCodes })),
);

/**
 * The teacher dashboard (SPEC §2): the classes' codes to share while there is no task yet, figures and charts, the task manager, recent submissions and,
 * for the task being viewed, its submissions table — of the switcher's class, or all the teacher's classes.
 */
export default function TeacherDashboardPage() {
  const { t } = useTranslation();
  const classId = useClassScope();
  const stats = useTeacherStats(classId);
  const recent = useRecentSubmissions(RECENT_SUBMISSIONS_DEFAULT, classId);
  const tasks = useRecentTasks(classId);
  const classes = useClasses();
  // Classes but no task yet (a class just made): its code to share comes first.
  const newClasses = (classes.data ?? []).filter((item) => !classId || item._id === classId);
  const [viewing, setViewing] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);
  const taskRows = tasks.data?.tasks ?? [];
  const recentRows = recent.data ?? [];

  return (
    <QueryView query={stats} errorMessage={t('dashboard.statsFailed')}>
      {(s) => (
        <Stack>
          {s.totalTasks === 0 && newClasses.length > 0 && (
            <Suspense fallback={null}>
              <ShareClassCodes classes={newClasses} />
            </Suspense>
          )}
          <TeacherOverview stats={s} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card withBorder radius="md" padding="md">
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h4">
                    {t('dashboard.taskManager')}
                  </Title>
                  <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>
                    {t('tasks.newTask')}
                  </Button>
                </Group>
                <QueryView
                  query={tasks}
                  errorMessage={t('tasks.loadFailed')}
                  empty={taskRows.length === 0}
                  emptyMessage={t('tasks.empty')}
                >
                  <TaskList variant="compact" tasks={taskRows} onView={setViewing} />
                  <AllTasksLink
                    shown={taskRows.length}
                    total={tasks.data?.pagination.total ?? 0}
                    to={paths.teacher.tasks.getHref()}
                  />
                </QueryView>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card withBorder radius="md" padding="md">
                <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
                  <Title order={2} size="h4">
                    {t('dashboard.recentSubmissions')}
                  </Title>
                  <ToGradeButton classId={classId} />
                </Group>
                <QueryView
                  query={recent}
                  errorMessage={t('dashboard.recentFailed')}
                  empty={recentRows.length === 0}
                  emptyMessage={t('submissions.empty')}
                >
                  <RecentSubmissionList submissions={recentRows} />
                </QueryView>
              </Card>
            </Grid.Col>
          </Grid>
          {viewing && (
            <Card withBorder radius="md" padding="md">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t('dashboard.submissionsOf', { title: viewing.title })}
                </Title>
                <Button size="xs" variant="default" onClick={() => setViewing(null)}>
                  {t('common.close')}
                </Button>
              </Group>
              <Suspense fallback={<LoadingState />}>
                <SubmissionsTable key={viewing._id} taskId={viewing._id} />
              </Suspense>
            </Card>
          )}
          <TaskFormModal opened={creating} task={null} onClose={() => setCreating(false)} />
        </Stack>
      )}
    </QueryView>
  );
}
