import { translate, type MessageKey } from '@sinfxona/domain/messages';
import type { ErrorCode, ErrorEnvelope } from '@sinfxona/domain/schemas/common';
import type { Language } from '@sinfxona/domain/constants';

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
