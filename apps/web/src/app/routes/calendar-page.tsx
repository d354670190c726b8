import { Stack } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import '@/shared/i18n/calendar-texts';
import { monthOf, monthRange, type CalendarEntry, type Month } from '@/features/calendar/components/calendar-entries';
import { DeadlineCalendar } from '@/features/calendar/components/deadline-calendar';
import { FeedCard } from '@/features/calendar/components/feed-card';
import { childTasksDueQuery, useChildren } from '@/features/guardian/api/guardian-api';
import { tasksDueQuery } from '@/features/tasks/api/get-task-pages';
import { useAuth } from '@/shared/auth/auth-store';
import { useClassScope } from '@/shared/classes/class-scope';
import { paths } from '@/shared/config/paths';
import { QueryView } from '@/shared/ui/states';

/** The month on screen: each month's deadlines are read on their own, so none is cut off. */
const useShownMonth = () => useState<Month>(() => monthOf(new Date()));

/**
 * The deadlines of the switcher's class (or all the user's classes) in the month shown. A
 * student's read is by their own extended deadline and leaves out what they may not see yet, so
 * the calendar shows exactly their task list; a teacher's links go to each task's page.
 */
function ClassDeadlines({ role }: { role: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useShownMonth();
  const tasks = useQuery(tasksDueQuery({ classId: useClassScope(), ...monthRange(month) }));
  const href = (task: Task) =>
    role === 'student' ? paths.student.tasks.getHref() : paths.teacher.submissions.getHref(task._id);
  const entries = (list: Task[]): CalendarEntry[] =>
    list.map((task) => ({
      id: task._id,
      title: task.title,
      className: task.className,
      deadline: task.deadline,
      href: href(task),
    }));
  return (
    <QueryView query={tasks} errorMessage={t('calendar.loadFailed')}>
      {(data) => <DeadlineCalendar entries={entries(data)} month={month} onMonthChange={setMonth} />}
    </QueryView>
  );
}

/** A guardian's: every child's deadlines in the month shown (each child's own), linking to the child's page. */
function ChildrenDeadlines() {
  const { t } = useTranslation();
  const [month, setMonth] = useShownMonth();
  const children = useChildren();
  const tasks = useQueries({
    // Each child's previous month stays drawn while the next one loads.
    queries: (children.data ?? []).map((child) => ({
      ...childTasksDueQuery(child._id, monthRange(month)),
      placeholderData: keepPreviousData,
    })),
  });
  const entries: CalendarEntry[] = (children.data ?? []).flatMap((child, index) =>
    (tasks[index]?.data ?? []).map((task) => ({
      id: `${task._id}-${child._id}`,
      title: `${task.title} (${child.fullName})`,
      className: task.className,
      deadline: task.deadline,
      href: paths.guardian.child.getHref(child._id),
    })),
  );
  return (
    <QueryView query={children} errorMessage={t('calendar.loadFailed')}>
      {() => <DeadlineCalendar entries={entries} month={month} onMonthChange={setMonth} />}
    </QueryView>
  );
}

/** The Calendar screen of students, teachers and guardians: a month of deadlines and the private feed for a phone. */
export default function CalendarPage() {
  const role = useAuth((state) => state.user?.role) ?? 'student';
  return (
    <Stack gap="lg">
      {role === 'guardian' ? <ChildrenDeadlines /> : <ClassDeadlines role={role} />}
      <FeedCard />
    </Stack>
  );
}
