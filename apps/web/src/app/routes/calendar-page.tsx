import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import '@/shared/i18n/calendar-texts';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { useAuth } from '@/shared/auth/auth-store';
import { useClassScope } from '@/shared/classes/class-scope';
import { paths } from '@/shared/config/paths';
import { QueryView } from '@/shared/ui/states';
import type { CalendarEntry } from '@/features/calendar/components/calendar-entries';
import { DeadlineCalendar } from '@/features/calendar/components/deadline-calendar';
import { FeedCard } from '@/features/calendar/components/feed-card';

/**
 * The deadlines of the switcher's class (or all the user's classes) by month, and the private
 * feed for a phone's calendar. A student's list carries their own extended deadline, and leaves
 * out what they may not see yet, so the calendar shows exactly their task list.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const classId = useClassScope();
  const tasks = useTasks({ classId });
  const role = useAuth((state) => state.user?.role);
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
    <Stack gap="lg">
      <QueryView query={tasks} errorMessage={t('calendar.loadFailed')}>
        {(data) => <DeadlineCalendar entries={entries(data.tasks)} />}
      </QueryView>
      <FeedCard />
    </Stack>
  );
}
