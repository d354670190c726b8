import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/shared/i18n/calendar-texts';
import { EmptyState } from '@/shared/ui/states';
import { dayKey, entriesByDay, type CalendarEntry, type Month } from './calendar-entries';
import { monthName } from './month-header';

/** The month's deadlines as a list grouped by day (phones), today's day marked. */
export function DayList({ month, entries, today }: { month: Month; entries: CalendarEntry[]; today: Date }) {
  const { t } = useTranslation();
  const byDay = [...entriesByDay(entries, month)];
  const weekdays = t('calendar.weekdays').split('|');
  if (byDay.length === 0) return <EmptyState message={t('calendar.empty')} />;
  return (
    <Stack gap="sm">
      {byDay.map(([key, due]) => {
        const day = dayjs(key);
        const isToday = key === dayKey(today);
        return (
          <Card key={key} withBorder padding="sm" radius="md" aria-current={isToday ? 'date' : undefined}>
            <Group gap="xs" mb={6}>
              <Title order={3} size="h5">
                {`${weekdays[(day.day() + 6) % 7]}, ${day.date()} ${monthName(t, day.month())}`}
              </Title>
              {isToday && (
                <Badge size="sm" variant="filled">
                  {t('calendar.today')}
                </Badge>
              )}
            </Group>
            <Stack gap={4}>
              {due.map((entry) => (
                <Group key={entry.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={entry.href} size="sm" lineClamp={2}>
                    {entry.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {entry.className} · {t('calendar.deadlineAt', { time: dayjs(entry.deadline).format('HH:mm') })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
