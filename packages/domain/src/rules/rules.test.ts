import { describe, expect, it } from 'vitest';
import { taskBadge } from './task-badge';
import { scoreColor } from './score-color';
import { parseYouTubeUrl } from './youtube';
import { formatDate, formatDateTime, formatDuration, formatFileSize } from './format';
import { completionPercentage, roundAverage } from './progress';
import { checkFileBeforeUpload } from './file-check';

const now = new Date('2026-05-10T12:00:00.000Z');
const future = '2026-05-11T12:00:00.000Z';
const past = '2026-05-09T12:00:00.000Z';

describe('taskBadge', () => {
  it('follows the priority graded > submitted > past due > pending', () => {
    expect(taskBadge({ deadline: past, submission: { isGraded: true } }, now)).toBe('graded');
    expect(taskBadge({ deadline: future, submission: { isGraded: true } }, now)).toBe('graded');
    expect(taskBadge({ deadline: past, submission: { isGraded: false } }, now)).toBe('submitted');
    expect(taskBadge({ deadline: past, submission: null }, now)).toBe('pastDue');
    expect(taskBadge({ deadline: future, submission: undefined }, now)).toBe('pending');
  });

  it('says work returned for revision is open again, whatever its grade or deadline', () => {
    expect(taskBadge({ deadline: past, submission: { isGraded: true, status: 'returned' } }, now)).toBe('returned');
    expect(taskBadge({ deadline: future, submission: { isGraded: false, status: 'returned' } }, now)).toBe('returned');
    expect(taskBadge({ deadline: past, submission: { isGraded: true, status: 'graded' } }, now)).toBe('graded');
  });
});

describe('scoreColor', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89.9, 'blue'],
    [80, 'blue'],
    [79, 'yellow'],
    [70, 'yellow'],
    [69.9, 'red'],
    [0, 'red'],
  ])('%s is %s', (score, colour) => {
    expect(scoreColor(score)).toBe(colour);
  });
});

describe('parseYouTubeUrl', () => {
  it('reads watch, embed and short links', () => {
    expect(parseYouTubeUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual({
      ok: true,
      id: 'dQw4w9WgXcQ',
    });
    expect(parseYouTubeUrl('https://youtube.com/embed/dQw4w9WgXcQ')).toEqual({ ok: true, id: 'dQw4w9WgXcQ' });
    expect(parseYouTubeUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual({ ok: true, id: 'dQw4w9WgXcQ' });
    expect(parseYouTubeUrl('  https://m.youtube.com/watch?v=dQw4w9WgXcQ  ')).toEqual({ ok: true, id: 'dQw4w9WgXcQ' });
  });
  it('gives the three errors of docs/spec.md §5', () => {
    expect(parseYouTubeUrl('')).toEqual({ ok: false, error: 'noVideoUrl' });
    expect(parseYouTubeUrl(undefined)).toEqual({ ok: false, error: 'noVideoUrl' });
    expect(parseYouTubeUrl('not a url')).toEqual({ ok: false, error: 'invalidUrl' });
    expect(parseYouTubeUrl('javascript:alert(1)')).toEqual({ ok: false, error: 'invalidUrl' });
    expect(parseYouTubeUrl('https://vimeo.com/12345')).toEqual({ ok: false, error: 'invalidYouTubeUrl' });
    expect(parseYouTubeUrl('https://www.youtube.com/watch?x=1')).toEqual({ ok: false, error: 'invalidYouTubeUrl' });
    expect(parseYouTubeUrl('https://www.youtube.com/watch?v=short')).toEqual({ ok: false, error: 'invalidYouTubeUrl' });
    expect(parseYouTubeUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toEqual({
      ok: false,
      error: 'invalidYouTubeUrl',
    });
  });
});

describe('formatting', () => {
  it('shows durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(null)).toBe('');
  });
  it('shows dates as DD/MM/YYYY and DD/MM/YYYY HH:mm in local time', () => {
    const local = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatDate(local)).toBe('05/01/2026');
    expect(formatDateTime(local)).toBe('05/01/2026 09:07');
    expect(formatDate('garbage')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('shows file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

describe('figures', () => {
  it('computes completion as a rounded percentage, 0 with no tasks', () => {
    expect(completionPercentage(0, 0)).toBe(0);
    expect(completionPercentage(2, 3)).toBe(67);
    expect(completionPercentage(1, 3)).toBe(33);
    expect(completionPercentage(3, 3)).toBe(100);
  });
  it('rounds averages to one decimal', () => {
    expect(roundAverage(85.55)).toBe(85.6);
    expect(roundAverage(null)).toBe(0);
  });
});

describe('checkFileBeforeUpload', () => {
  it('refuses big files and unknown types', () => {
    expect(checkFileBeforeUpload({ name: 'a.pdf', size: 11 * 1024 * 1024, type: 'application/pdf' })).toBe(
      'fileTooLarge',
    );
    expect(checkFileBeforeUpload({ name: 'a.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      'fileTypeUnsupported',
    );
    expect(checkFileBeforeUpload({ name: 'a.txt', size: 10, type: 'text/plain' })).toBe('fileTypeUnsupported');
    expect(checkFileBeforeUpload({ name: 'essay.docx', size: 10, type: '' })).toBeNull();
    expect(checkFileBeforeUpload({ name: 'photo.JPG', size: 10, type: 'image/jpeg' })).toBeNull();
  });
});

describe('sniffFileType', () => {
  it('reads the allowed types from their first bytes and refuses others', async () => {
    const { sniffFileType } = await import('./file-sniff');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(new TextEncoder().encode('RIFF\0\0\0\0WEBP'))).toBe('image/webp');
    expect(sniffFileType(new TextEncoder().encode('MZ\x90\0'))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('hello'))).toBeNull();
  });
});
