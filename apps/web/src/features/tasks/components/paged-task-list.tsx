import { useTranslation } from 'react-i18next';
import { QueryView } from '@/shared/ui/states';
import { loadedTasks, useTaskPages, type TaskPagesParams } from '@/features/tasks/api/get-task-pages';
import { ShowMore } from '@/shared/ui/show-more';
import { TaskList, type TaskListProps } from './task-list';

/** A teacher's task list read from the server page by page with its filters, and "Show more" below it. */
export function PagedTaskList({ params, ...listProps }: { params: TaskPagesParams } & Omit<TaskListProps, 'tasks'>) {
  const { t } = useTranslation();
  const tasks = useTaskPages(params);
  const { items: list, total } = loadedTasks(tasks.data);
  return (
    <QueryView
      query={tasks}
      errorMessage={t('tasks.loadFailed')}
      empty={list.length === 0}
      emptyMessage={t('tasks.empty')}
    >
      <TaskList {...listProps} tasks={list} />
      <ShowMore pages={tasks} summary={t('tasks.shownOfTotal', { shown: list.length, total })} />
    </QueryView>
  );
}
