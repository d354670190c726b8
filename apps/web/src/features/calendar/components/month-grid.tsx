import { Text } from '@mantine/core';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/shared/i18n/calendar-texts';
import { dayKey, entriesByDay, monthWeeks, type CalendarEntry, type Month } from './calendar-entries';
import classes from './calendar.module.css';

/** How many chips a day shows before "+N more". */
const CHIPS_PER_DAY = 3;

/** The month as a grid of days (wide screens): each deadline a chip linking to its task, today marked. */
export function MonthGrid({ month, entries, today }: { month: Month; entries: CalendarEntry[]; today: Date }) {
  const { t } = useTranslation();
  const byDay = entriesByDay(entries, month);
  const todayKey = dayKey(today);
  const weekdays = t('calendar.weekdays').split('|');
  return (
    <div className={classes.grid} role="table" aria-label={t('calendar.nav')}>
      <div role="row" style={{ display: 'contents' }}>
        {weekdays.map((name) => (
          <div key={name} role="columnheader" className={classes.weekday}>
            {name}
          </div>
        ))}
      </div>
      {monthWeeks(month).map((week, index) => (
        <div key={index} role="row" style={{ display: 'contents' }}>
          {week.map((date, column) => {
            if (!date) return <div key={column} role="cell" className={`${classes.day} ${classes.outside}`} />;
            const key = dayKey(date);
            const due = byDay.get(key) ?? [];
            const isToday = key === todayKey;
            return (
              <div
                key={column}
                role="cell"
                data-day={key}
                aria-current={isToday ? 'date' : undefined}
                className={`${classes.day} ${isToday ? classes.today : ''}`}
              >
                <span className={classes.number}>{date.getDate()}</span>
                {due.slice(0, CHIPS_PER_DAY).map((entry) => (
                  <Link
                    key={entry.id}
                    to={entry.href}
                    className={classes.chip}
                    title={`${entry.title} — ${entry.className}, ${formatDateTime(entry.deadline)}`}
                  >
                    {entry.title}
                  </Link>
                ))}
                {due.length > CHIPS_PER_DAY && (
                  <Text size="xs" c="dimmed">
                    {t('calendar.more', { count: due.length - CHIPS_PER_DAY })}
                  </Text>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
