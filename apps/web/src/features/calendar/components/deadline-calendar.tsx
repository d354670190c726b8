import { Box, Stack } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { monthOf, type CalendarEntry, type Month } from './calendar-entries';
import { DayList } from './day-list';
import { MonthGrid } from './month-grid';
import { MonthHeader } from './month-header';

/**
 * A month of deadlines: a grid of days on wide screens, a list grouped by day on a phone (both
 * drawn, one shown by the screen's width, so nothing jumps while the page loads).
 */
export function DeadlineCalendar({
  entries,
  today = new Date(),
  initialMonth,
  month: shownMonth,
  onMonthChange,
}: {
  entries: CalendarEntry[];
  today?: Date;
  initialMonth?: Month;
  /** The month shown, when the caller reads each month's deadlines itself. */
  month?: Month;
  onMonthChange?: (month: Month) => void;
}) {
  const [month, setMonth] = useUncontrolled<Month>({
    value: shownMonth,
    defaultValue: initialMonth ?? monthOf(today),
    onChange: onMonthChange,
  });
  return (
    <Stack gap="sm">
      <MonthHeader month={month} onChange={setMonth} />
      <Box visibleFrom="sm">
        <MonthGrid month={month} entries={entries} today={today} />
      </Box>
      <Box hiddenFrom="sm">
        <DayList month={month} entries={entries} today={today} />
      </Box>
    </Stack>
  );
}
