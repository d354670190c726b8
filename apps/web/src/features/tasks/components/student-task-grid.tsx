import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { LastUpdated } from '@/shared/offline/offline-notice';
import { QueryView } from '@/shared/ui/states';
import { TopicSections } from '@/shared/ui/topic-sections';
import { loadedTasks, useTaskPages, type TaskPagesParams } from '@/features/tasks/api/get-task-pages';
import { ShowMore } from '@/shared/ui/show-more';
import { TaskCard } from './task-card';

export type TaskFilter = 'all' | 'submitted' | 'notSubmitted';

/** The list the grid reads for a class and a filter: the page that opens a task finds it in the same query. */
export const studentTaskPages = (classId: string | undefined, filter: TaskFilter): TaskPagesParams => ({
  classId,
  ...(filter === 'all' ? {} : { status: filter }),
});

/**
 * The student's task cards, filtered by all, submitted or not submitted (SPEC §2). The server
 * filters and pages them, newest first, so no older task is cut off; "Show more" reads the next page.
 */
export function StudentTaskGrid({
  classId,
  filter,
  onFilterChange,
  onOpen,
  stateOf,
}: {
  /** The switcher's class, or all the student's classes. */
  classId?: string;
  filter: TaskFilter;
  onFilterChange: (filter: TaskFilter) => void;
  onOpen: (task: Task) => void;
  /** A task's extra state beside its status (the caller's: e.g. a queued hand-in). */
  stateOf?: (task: Task) => ReactNode;
}) {
  const { t } = useTranslation();
  const tasks = useTaskPages(studentTaskPages(classId, filter));
  const { items: list, total } = loadedTasks(tasks.data);
  return (
    <Stack>
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => onFilterChange(value as TaskFilter)}
        aria-label={t('tasks.filter')}
        data={[
          { value: 'all', label: t('common.all') },
          { value: 'submitted', label: t('tasks.filterSubmitted') },
          { value: 'notSubmitted', label: t('tasks.filterNotSubmitted') },
        ]}
      />
      <LastUpdated at={tasks.dataUpdatedAt} />
      <QueryView
        query={tasks}
        errorMessage={t('tasks.loadFailed')}
        empty={list.length === 0}
        emptyMessage={t('tasks.empty')}
      >
        <TopicSections items={list}>
          {(items) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {items.map((task) => (
                <TaskCard key={task._id} task={task} onOpen={() => onOpen(task)} state={stateOf?.(task)} />
              ))}
            </SimpleGrid>
          )}
        </TopicSections>
        <ShowMore pages={tasks} summary={t('tasks.shownOfTotal', { shown: list.length, total })} />
      </QueryView>
    </Stack>
  );
}
