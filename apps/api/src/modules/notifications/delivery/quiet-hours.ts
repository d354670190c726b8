import { SCHOOL_TIME_ZONE } from '@sinfxona/domain/rules/marks';

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The wall-clock minute of the day at `at` in `timeZone`. */
function localMinute(at: Date, timeZone: string): { minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { minute: part('hour') * 60 + part('minute'), second: part('second') };
}

/**
 * When the quiet hours around `at` end, or null when `at` is not in them. `from`–`to` are wall
 * clock times in the school's time zone; from > to spans midnight (21:00–07:00); from = to: none.
 */
export function quietUntil(
  quietHours: { from: string; to: string } | null,
  at: Date,
  timeZone: string = SCHOOL_TIME_ZONE,
): Date | null {
  if (!quietHours) return null;
  const from = minutesOf(quietHours.from);
  const to = minutesOf(quietHours.to);
  if (from === to) return null;
  const { minute, second } = localMinute(at, timeZone);
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  const left = (to - minute + 1440) % 1440;
  const end = new Date(at.getTime() + left * 60_000 - second * 1000);
  end.setUTCMilliseconds(0);
  return end;
}

/** When the school's day around `at` began (midnight in its time zone). */
export function startOfSchoolDay(at: Date, timeZone: string = SCHOOL_TIME_ZONE): Date {
  const { minute, second } = localMinute(at, timeZone);
  const start = new Date(at.getTime() - minute * 60_000 - second * 1000);
  start.setUTCMilliseconds(0);
  return start;
}
