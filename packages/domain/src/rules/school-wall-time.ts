import { SCHOOL_TIME_ZONE } from './marks';

/*
 * Times typed on the school's clock (a date-time picker's value) and back: for the forms only, so
 * apart from school-time.ts (which the lists load at start).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** An instant as the school's wall clock reads it, `YYYY-MM-DD HH:mm:ss` (what a date-time picker holds). */
export function toSchoolWallTime(iso: string, timeZone = SCHOOL_TIME_ZONE): string {
  const w = wallClock(Date.parse(iso), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/**
 * The instant (ISO, UTC) at which the school's wall clock reads `local` (`YYYY-MM-DD HH:mm[:ss]`):
 * a time typed "in Tashkent" means the same moment wherever the browser is. '' when unreadable.
 */
export function fromSchoolWallTime(local: string, timeZone = SCHOOL_TIME_ZONE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(local.trim());
  if (!match) return '';
  const [year, month, day, hour, minute, second] = match.slice(1).map((field) => Number(field ?? 0)) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // The offset at the guessed instant, checked again at the corrected one (a clock change between).
  const first = asUtc - offsetAt(asUtc, timeZone);
  const instant = asUtc - offsetAt(first, timeZone);
  return new Date(instant).toISOString();
}
