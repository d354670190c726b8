import { Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/calendar-texts';
import type { CalendarEntry } from '@/features/calendar/components/calendar-entries';
import { DeadlineCalendar } from '@/features/calendar/components/deadline-calendar';
import { FeedCard } from '@/features/calendar/components/feed-card';
import { childTasksQuery, useChildren } from '@/features/guardian/api/guardian-api';
import { paths } from '@/shared/config/paths';
import { QueryView } from '@/shared/ui/states';

/** A guardian's calendar: every child's deadlines (each child's own), and the private feed for a phone. */
export default function GuardianCalendarPage() {
  const { t } = useTranslation();
  const children = useChildren();
  const tasks = useQueries({ queries: (children.data ?? []).map((child) => childTasksQuery(child._id)) });
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
    <Stack gap="lg">
      <QueryView query={children} errorMessage={t('calendar.loadFailed')}>
        {() => <DeadlineCalendar entries={entries} />}
      </QueryView>
      <FeedCard />
    </Stack>
  );
}
