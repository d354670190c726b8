import { SCHOOL_TIME_ZONE } from './marks';

/** `DD/MM/YYYY HH:mm` of an instant on the school's clock (a scheduled item's publish time). */
export function formatSchoolDateTime(iso: string | null | undefined, timeZone = SCHOOL_TIME_ZONE): string {
  const instant = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(instant)) return '';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(',', '');
}
