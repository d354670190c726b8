import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Task, TaskStats } from '@sinfxona/domain/schemas/tasks';
import { taskKeys } from '@/shared/api/query-keys';
import { recentTasksQuery, tasksQuery, type TaskPage } from './get-tasks';
import { taskStatsQuery } from './get-task-stats';
import { addTaskToLists, patchTaskLists, replaceTaskInLists } from './task-list-cache';

const task = (id: string, classId = 'c1') => ({ _id: id, title: id, classId }) as Task;
const page = (...tasks: Task[]): TaskPage => ({
  tasks,
  pagination: { page: 1, limit: 100, total: tasks.length, pages: 1 },
});
const ids = (client: QueryClient, params: { search: string; classId?: string }) =>
  client.getQueryData<TaskPage>(taskKeys.list(params))!.tasks.map((t) => t._id);

describe('the cached task lists (SPEC §4 "Lists")', () => {
  it('are fresh for 5 minutes', () => {
    expect(tasksQuery().staleTime).toBe(5 * 60 * 1000);
  });

  it('change in every cached list and nowhere else', () => {
    const client = new QueryClient();
    const stats = { totalStudents: 3 } as TaskStats;
    client.setQueryData(tasksQuery().queryKey, page(task('a')));
    client.setQueryData(tasksQuery({ search: 'kas' }).queryKey, page(task('a'), task('b')));
    client.setQueryData(taskStatsQuery('a').queryKey, stats);

    patchTaskLists(client, (tasks) => [task('new'), ...tasks]);

    expect(ids(client, { search: '' })).toEqual(['new', 'a']);
    expect(ids(client, { search: 'kas' })).toEqual(['new', 'a', 'b']);
    expect(client.getQueryData(taskKeys.stats('a'))).toBe(stats);
  });

  it('keep each class to its own tasks: a new task joins "all" and its class, a moved one leaves the old class', () => {
    const client = new QueryClient();
    client.setQueryData(tasksQuery().queryKey, page(task('a', 'c1'), task('b', 'c2')));
    client.setQueryData(tasksQuery({ classId: 'c1' }).queryKey, page(task('a', 'c1')));
    client.setQueryData(tasksQuery({ classId: 'c2' }).queryKey, page(task('b', 'c2')));

    addTaskToLists(client, task('new', 'c2'));
    expect(ids(client, { search: '' })).toEqual(['new', 'a', 'b']);
    expect(ids(client, { search: '', classId: 'c1' })).toEqual(['a']);
    expect(ids(client, { search: '', classId: 'c2' })).toEqual(['new', 'b']);

    replaceTaskInLists(client, task('a', 'c2'));
    expect(ids(client, { search: '' })).toEqual(['new', 'a', 'b']);
    expect(ids(client, { search: '', classId: 'c1' })).toEqual([]);
    expect(ids(client, { search: '', classId: 'c2' })).toEqual(['new', 'b']);
  });

  it("add a task's new topic to the suggestions of the lists it belongs to, once", () => {
    const client = new QueryClient();
    const withTopics = (topics: string[], ...tasks: Task[]) => ({ ...page(...tasks), topics });
    client.setQueryData(recentTasksQuery('c1').queryKey, withTopics(['Tenglamalar']));
    client.setQueryData(recentTasksQuery('c2').queryKey, withTopics(['Geometriya']));
    client.setQueryData(tasksQuery().queryKey, withTopics(['Geometriya', 'Tenglamalar']));

    addTaskToLists(client, { ...task('new', 'c1'), topic: 'Kasrlar' });
    replaceTaskInLists(client, { ...task('new', 'c1'), topic: 'Kasrlar' });

    const topics = (key: readonly unknown[]) => client.getQueryData<TaskPage>(key)!.topics;
    expect(topics(recentTasksQuery('c1').queryKey)).toEqual(['Kasrlar', 'Tenglamalar']);
    expect(topics(recentTasksQuery('c2').queryKey)).toEqual(['Geometriya']);
    expect(topics(tasksQuery().queryKey)).toEqual(['Geometriya', 'Kasrlar', 'Tenglamalar']);
  });

  it('read a list filtered on the server again instead of guessing where a new task belongs', () => {
    const client = new QueryClient();
    const pagedKey = taskKeys.pages({ status: 'notSubmitted' });
    const dueKey = taskKeys.due({ deadlineFrom: '2026-11-01', deadlineTo: '2026-12-01' });
    client.setQueryData(pagedKey, { pages: [page(task('a'))], pageParams: [1] });
    client.setQueryData(dueKey, [task('a')]);
    client.setQueryData(tasksQuery().queryKey, page(task('a')));

    addTaskToLists(client, task('new'));

    expect(ids(client, { search: '' })).toEqual(['new', 'a']);
    for (const key of [pagedKey, dueKey]) {
      const state = client.getQueryState(key)!;
      expect(state.isInvalidated).toBe(true);
    }
    expect(client.getQueryData<{ pages: TaskPage[] }>(pagedKey)!.pages[0]!.tasks.map((t) => t._id)).toEqual(['a']);
  });
});
