import { Box, Stack } from '@mantine/core';
import { useState } from 'react';
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
}: {
  entries: CalendarEntry[];
  today?: Date;
  initialMonth?: Month;
}) {
  const [month, setMonth] = useState<Month>(initialMonth ?? monthOf(today));
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
