import { Button, Group, Stack } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRosterChoices } from '@/features/classes/api/get-roster';
import { TaskRoster } from '@/features/marks/components/task-roster';
import { GradebookButton } from '@/features/students/components/gradebook-button';
import { RubricButton } from '@/features/rubrics/components/rubric-button';
import { DownloadWorkButton } from '@/features/submissions/components/download-work-button';
import { SubmissionsTable } from '@/features/submissions/components/submissions-table';
import { useTaskStats } from '@/features/tasks/api/get-task-stats';
import { taskQuery } from '@/features/tasks/api/get-task';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { CopyTaskButton } from '@/features/tasks/components/copy-task-dialog';
import { ExtensionsPanel, GiveMoreTimeButton } from '@/features/tasks/components/extensions-panel';
import { TaskPicker } from '@/features/tasks/components/task-picker';
import { TaskStatsTiles } from '@/features/tasks/components/task-stats-tiles';
import { useClassScope } from '@/shared/classes/class-scope';
import { paths, TASK_PARAM } from '@/shared/config/paths';
import { EmptyState, QueryView } from '@/shared/ui/states';

/**
 * The submissions of one chosen task, with its figures, every student of its class (handed in or
 * not: give more time, excuse), its class's CSV export, the ZIP of its work, the grading queue and
 * per-student extensions. The picker lists the switcher's class's newest tasks (or all classes',
 * grouped by class) and searches older ones on the server; a task linked from elsewhere still shows.
 */
export default function TeacherSubmissionsPage() {
  const { t } = useTranslation();
  const classId = useClassScope();
  const scoped = useTasks({ classId });
  const [params, setParams] = useSearchParams();
  const taskId = params.get(TASK_PARAM);
  const outsideScope = Boolean(
    taskId && classId && scoped.data && !scoped.data.tasks.some((task) => task._id === taskId),
  );
  // A task of another class than the switcher's (opened from its class page): pick from all classes then.
  const everything = useTasks({}, { enabled: outsideScope });
  const tasks = outsideScope ? everything : scoped;
  const stats = useTaskStats(taskId);
  const listed = tasks.data?.tasks.find((task) => task._id === taskId);
  // Older than the lists' newest hundred: read on its own.
  const single = useQuery({ ...taskQuery(taskId ?? ''), enabled: Boolean(taskId && tasks.data && !listed) });
  const chosen = listed ?? (single.data?._id === taskId ? single.data : undefined);
  const roster = useRosterChoices(chosen?.classId);
  const students = roster.data ?? [];

  return (
    <QueryView
      query={tasks}
      errorMessage={t('tasks.loadFailed')}
      empty={tasks.data?.tasks.length === 0}
      emptyMessage={t('tasks.empty')}
    >
      {(data) => (
        <Stack>
          <Group align="flex-end" wrap="wrap">
            <TaskPicker
              classId={outsideScope ? undefined : classId}
              newest={data.tasks}
              chosen={chosen}
              value={taskId}
              onChange={(value) => setParams(value ? { [TASK_PARAM]: value } : {})}
            />
            {chosen && (
              <>
                <Button
                  component={Link}
                  to={paths.teacher.grading.getHref(chosen._id)}
                  leftSection={<IconListCheck size={16} />}
                >
                  {t('workflow.openQueue')}
                </Button>
                <RubricButton task={chosen} />
                <CopyTaskButton task={chosen} />
                <GradebookButton classId={chosen.classId} taskId={chosen._id} />
                <DownloadWorkButton taskId={chosen._id} />
              </>
            )}
          </Group>
          {taskId && stats.data && <TaskStatsTiles stats={stats.data} />}
          {chosen && (
            <TaskRoster
              key={chosen._id}
              taskId={chosen._id}
              rowActions={(entry) => <GiveMoreTimeButton task={chosen} student={entry.student} />}
            />
          )}
          {taskId ? (
            <SubmissionsTable
              key={taskId}
              taskId={taskId}
              rowActions={(row) =>
                chosen && (
                  <GiveMoreTimeButton task={chosen} student={{ _id: row.studentId._id, fullName: row.studentName }} />
                )
              }
            />
          ) : (
            <EmptyState message={t('submissions.chooseTaskHint')} />
          )}
          {chosen && <ExtensionsPanel task={chosen} students={students} />}
        </Stack>
      )}
    </QueryView>
  );
}
