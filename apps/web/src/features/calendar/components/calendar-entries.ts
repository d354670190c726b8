import dayjs from 'dayjs';

/** One deadline as the calendar draws it: a chip linking to its task. */
export interface CalendarEntry {
  id: string;
  title: string;
  className: string;
  /** ISO, UTC; drawn on the viewer's local day. */
  deadline: string;
  href: string;
}

/** A month on the calendar: its year and month (0–11). */
export interface Month {
  year: number;
  month: number;
}

export const monthOf = (date: Date | string): Month => {
  const day = dayjs(date);
  return { year: day.year(), month: day.month() };
};
export const addMonths = ({ year, month }: Month, count: number): Month =>
  monthOf(
    dayjs(new Date(year, month, 1))
      .add(count, 'month')
      .toDate(),
  );

/** The month's deadlines to read: from its first local midnight to the next month's, as ISO instants. */
export const monthRange = ({ year, month }: Month) => ({
  deadlineFrom: new Date(year, month, 1).toISOString(),
  deadlineTo: new Date(year, month + 1, 1).toISOString(),
});

/** The local day a date falls on, `YYYY-MM-DD`. */
export const dayKey = (date: Date | string) => dayjs(date).format('YYYY-MM-DD');

/** The month's deadlines by local day, each day's in time order. */
export function entriesByDay(entries: CalendarEntry[], { year, month }: Month): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  const sorted = [...entries].sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline));
  for (const entry of sorted) {
    const day = dayjs(entry.deadline);
    if (day.year() !== year || day.month() !== month) continue;
    const key = dayKey(entry.deadline);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return days;
}

/**
 * The month's grid, Monday first: whole weeks from the Monday on or before the 1st to the Sunday
 * on or after the last day; days of the neighbouring months are null.
 */
export function monthWeeks({ year, month }: Month): (Date | null)[][] {
  const first = new Date(year, month, 1);
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const lead = (first.getDay() + 6) % 7;
  const cells: (Date | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth }, (_, index) => new Date(year, month, index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
