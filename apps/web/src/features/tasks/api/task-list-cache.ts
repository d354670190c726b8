import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { classIdOfKey, classKeys, progressKeys, taskKeys, teacherStatsKeys } from '@/shared/api/query-keys';
import { withTopic } from '@/shared/api/topics';
import type { TaskPage } from './get-tasks';

const isWholeList = (data: unknown): data is TaskPage =>
  typeof data === 'object' && data !== null && 'tasks' in data && 'pagination' in data;

/**
 * Applies a change to every cached task list, so a create, update or delete shows at once (SPEC §4).
 * `change` also gets the class the list is scoped to (`undefined` = all the caller's classes).
 * A list filtered on the server (paged, or a range of deadlines) is read again instead: only the
 * server knows which filters the changed task meets now.
 */
export function patchTaskLists(
  client: QueryClient,
  change: (tasks: Task[], classId: string | undefined) => Task[],
  /** A task's topic, new to the lists it belongs to: added to their suggestions (a teacher's `topics`). */
  topicOf?: (classId: string | undefined) => string | null,
) {
  for (const [queryKey, data] of client.getQueriesData<unknown>({ queryKey: taskKeys.lists() })) {
    if (isWholeList(data)) {
      const classId = classIdOfKey(queryKey);
      const topics = withTopic(data.topics, topicOf?.(classId));
      client.setQueryData<TaskPage>(queryKey, { ...data, tasks: change(data.tasks, classId), ...topics });
    } else if (data !== undefined) {
      void client.invalidateQueries({ queryKey, exact: true });
    }
  }
}

const belongs = (task: Task, classId: string | undefined) => !classId || task.classId === classId;

/** A new task goes first in the lists of all classes and of its own class only. */
export function addTaskToLists(client: QueryClient, task: Task) {
  patchTaskLists(
    client,
    (tasks, classId) => (belongs(task, classId) ? [task, ...tasks] : tasks),
    (classId) => (belongs(task, classId) ? task.topic : null),
  );
}

/** An edited task is replaced where it is listed; moved to another class, it leaves the old class's list. */
export function replaceTaskInLists(client: QueryClient, task: Task) {
  patchTaskLists(
    client,
    (tasks, classId) =>
      belongs(task, classId)
        ? tasks.map((t) => (t._id === task._id ? { ...t, ...task } : t))
        : tasks.filter((t) => t._id !== task._id),
    (classId) => (belongs(task, classId) ? task.topic : null),
  );
}

/** A task more or less changes the teacher's figures, the students' progress and its class's task count. */
export function refreshTaskCounts(client: QueryClient) {
  void client.invalidateQueries({ queryKey: teacherStatsKeys.all });
  void client.invalidateQueries({ queryKey: progressKeys.all });
  void client.invalidateQueries({ queryKey: classKeys.all });
}
