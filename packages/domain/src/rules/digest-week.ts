import { SCHOOL_TIME_ZONE } from './marks';

/**
 * The guardians' weekly digest (docs/architecture.md §4 "Guardians (parents)"): sent on Sunday at
 * 18:00 in the school's time zone about the week that began on Monday. A server that was down at
 * 18:00 still sends it until Monday 08:00; later than that the week's digest is stale and skipped.
 */
export const DIGEST_DAY_HOUR = 18;
const CATCH_UP_UNTIL_HOUR = 8;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  hour: number;
}

/** The wall-clock date, weekday and hour of an instant in `timeZone`. */
function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay(), hour: Number(part('hour')) };
}

/** The instant a calendar date's midnight is in `timeZone` (whole-hour offsets, as Tashkent's). */
export function zoneMidnight(date: string, timeZone = SCHOOL_TIME_ZONE): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const local = localTime(new Date(utcMidnight), timeZone);
  const localAsUtc = Date.parse(`${local.date}T00:00:00Z`) + local.hour * HOUR_MS;
  return new Date(utcMidnight - (localAsUtc - utcMidnight));
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface DigestWeek {
  /** The week's Monday, YYYY-MM-DD in the school's time zone: the digest's key. */
  week: string;
  /** Monday 00:00 of the week and of the next one, as instants. */
  from: Date;
  to: Date;
  /** The end of the week after (what is due "next week"). */
  nextTo: Date;
}

/** The week whose digest is due at `now`, or null outside Sunday 18:00 – Monday 08:00. */
export function digestWeekAt(now: Date, timeZone = SCHOOL_TIME_ZONE): DigestWeek | null {
  const local = localTime(now, timeZone);
  let monday: string;
  if (local.weekday === 0 && local.hour >= DIGEST_DAY_HOUR) monday = addDays(local.date, -6);
  else if (local.weekday === 1 && local.hour < CATCH_UP_UNTIL_HOUR) monday = addDays(local.date, -7);
  else return null;
  return {
    week: monday,
    from: zoneMidnight(monday, timeZone),
    to: zoneMidnight(addDays(monday, 7), timeZone),
    nextTo: zoneMidnight(addDays(monday, 14), timeZone),
  };
}
