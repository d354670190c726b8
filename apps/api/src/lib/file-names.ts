import path from 'node:path';
import type { AllowedFileType } from '@sinfxona/domain/constants';

/** The extensions each allowed type may carry; the first is the one given when the name's is wrong. */
const EXTENSIONS: Record<AllowedFileType, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/**
 * Characters that change how a name reads or prints without showing themselves: C0 and C1
 * controls, bidirectional overrides and isolates (which turn "fdp.exe" into "exe.pdf" on screen)
 * and zero-width characters.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The name a stored file keeps: the user's own base name, cleaned of folders and invisible
 * characters, with the extension of the type its bytes showed — so a PDF called `evil.html` is
 * kept and served as `evil.pdf`.
 */
export function storedFileName(clientName: string, type: AllowedFileType): string {
  const base = path.basename(clientName.replaceAll('\\', '/')).replace(INVISIBLE, '').trim();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 180) || 'fayl';
  const given = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const allowed = EXTENSIONS[type];
  return `${stem}.${allowed.includes(given) ? given : allowed[0]}`;
}
