import { translate, type MessageKey } from '@sinfxona/domain/messages';
import type { ErrorCode, ErrorEnvelope } from '@sinfxona/domain/schemas/common';
import type { Language } from '@sinfxona/domain/constants';
import type { IncomingHttpHeaders } from 'node:http';
import { Metadata, TUS_RESUMABLE } from '@tus/server';
import { AppError, badRequest } from '../../lib/errors';

/** What each status tus refuses with means to the user, in the app's words. */
function refusalOf(status: number): { key: MessageKey; code: ErrorCode } {
  if (status === 413) return { key: 'fileTooLarge', code: 'FILE_TOO_LARGE' };
  if (status === 404 || status === 410) return { key: 'uploadNotFound', code: 'NOT_FOUND' };
  if (status === 409) return { key: 'uploadOffsetConflict', code: 'CONFLICT' };
  if (status === 401) return { key: 'unauthenticated', code: 'UNAUTHENTICATED' };
  if (status < 500) return { key: 'uploadRequestInvalid', code: 'VALIDATION_ERROR' };
  return { key: 'internal', code: 'INTERNAL' };
}

/**
 * tus's own refusal (a wrong offset, a file too large, a gone upload) as the API's error envelope
 * in the caller's language, with tus's status: its plain English texts never reach the user.
 */
export function tusRefusal(status: number, language: Language): { status_code: number; body: string } {
  const { key, code } = refusalOf(status);
  const envelope: ErrorEnvelope = { success: false, message: translate(key, language), code };
  return { status_code: status, body: JSON.stringify(envelope) };
}

/** tus 1.0.0's rules for the protocol headers a request may carry (what @tus/server checks itself). */
const wholeNumber = (value: string) => /^(0|[1-9]\d*)$/.test(value) && Number.isSafeInteger(Number(value));
const HEADER_RULES: Record<string, (value: string, method: string) => boolean> = {
  'upload-offset': wholeNumber,
  'upload-length': wholeNumber,
  'upload-defer-length': (value) => value === '1',
  'upload-metadata': (value) => {
    try {
      Metadata.parse(value);
      return true;
    } catch {
      return false;
    }
  },
  'x-forwarded-proto': (value) => value === 'http' || value === 'https',
  'tus-version': (value) => value === TUS_RESUMABLE,
  'tus-resumable': (value) => value === TUS_RESUMABLE,
  // Only a PATCH's body type matters: clients may send a default type on other methods.
  'content-type': (value, method) => method !== 'PATCH' || value === 'application/offset+octet-stream',
  'upload-concat': (value) => value === 'partial' || value.startsWith('final;'),
};

/**
 * The refusal tus would answer itself, in plain English and before any hook of ours, to a request
 * without `Tus-Resumable` (412) or with a malformed protocol header (400): made here first, as the
 * API's error in the caller's language. Null when the headers are sound.
 */
export function tusHeaderRefusal(method: string, headers: IncomingHttpHeaders): AppError | null {
  if (method === 'OPTIONS') return null;
  if (headers['tus-resumable'] === undefined)
    return new AppError(412, 'VALIDATION_ERROR', 'uploadRequestInvalid', [
      { path: 'Tus-Resumable', messageKey: 'uploadRequestInvalid' },
    ]);
  const invalid = Object.entries(headers).filter(([name, value]) => {
    const rule = HEADER_RULES[name];
    return rule !== undefined && !rule(Array.isArray(value) ? value.join(', ') : String(value), method);
  });
  if (invalid.length === 0) return null;
  return badRequest(
    'uploadRequestInvalid',
    invalid.map(([name]) => ({ path: name, messageKey: 'uploadRequestInvalid' })),
  );
}
