import type { Language } from '@sinfxona/domain/constants';
import { translate, type MessageKey } from '@sinfxona/domain/messages';
import { NOTIFICATION_TYPES, type NotificationType } from '@sinfxona/domain/schemas/notifications';

/** Each type's title and body messages; `{{name}}` filled from the event's params. */
export const WORDS: Record<NotificationType, { title: MessageKey; body: MessageKey }> = {
  task_published: { title: 'notifyTaskPublishedTitle', body: 'notifyTaskPublishedBody' },
  deadline_soon: { title: 'notifyDeadlineSoonTitle', body: 'notifyDeadlineSoonBody' },
  submission_received: { title: 'notifySubmissionReceivedTitle', body: 'notifySubmissionReceivedBody' },
  graded: { title: 'notifyGradedTitle', body: 'notifyGradedBody' },
  returned: { title: 'notifyReturnedTitle', body: 'notifyReturnedBody' },
  extension: { title: 'notifyExtensionTitle', body: 'notifyExtensionBody' },
  comment: { title: 'notifyCommentTitle', body: 'notifyCommentBody' },
  class_invitation: { title: 'notifyClassInvitationTitle', body: 'notifyClassInvitationBody' },
};

export const isNotificationType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

/** A stored event's title and body in `language`; null for a type this version does not know. */
export function wordsOf(
  type: string,
  paramsJson: string,
  language: Language,
): { type: NotificationType; title: string; body: string } | null {
  if (!isNotificationType(type)) return null;
  const params = JSON.parse(paramsJson) as Record<string, string | number>;
  return {
    type,
    title: translate(WORDS[type].title, language, params),
    body: translate(WORDS[type].body, language, params),
  };
}
