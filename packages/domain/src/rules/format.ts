import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../constants';

/** Seconds as `m:ss` (docs/spec.md §9); an hour-long lesson reads 60:00. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds == null || !Number.isFinite(totalSeconds) || totalSeconds < 0) return '';
  const whole = Math.floor(totalSeconds);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** `DD/MM/YYYY` in the viewer's time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** `DD/MM/YYYY HH:mm` in the viewer's time zone (teacher views). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}

/** A byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
