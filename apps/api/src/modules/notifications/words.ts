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
  // Only guardians receive these, always about a child (CHILD_WORDS).
  task_missing: { title: 'notifyChildMissingTitle', body: 'notifyChildMissingBody' },
  weekly_digest: { title: 'notifyWeeklyDigestTitle', body: 'notifyWeeklyDigestBody' },
  announcement: { title: 'notifyAnnouncementTitle', body: 'notifyAnnouncementBody' },
};

/**
 * A guardian's words for their child's event (params carry `child`, the child's name): the same
 * type, told about the child (docs/architecture.md §4 "Guardians (parents)").
 */
export const CHILD_WORDS: Partial<Record<NotificationType, { title: MessageKey; body: MessageKey }>> = {
  graded: { title: 'notifyChildGradedTitle', body: 'notifyChildGradedBody' },
  returned: { title: 'notifyChildReturnedTitle', body: 'notifyChildReturnedBody' },
  deadline_soon: { title: 'notifyChildDeadlineSoonTitle', body: 'notifyChildDeadlineSoonBody' },
  task_missing: { title: 'notifyChildMissingTitle', body: 'notifyChildMissingBody' },
  weekly_digest: { title: 'notifyWeeklyDigestTitle', body: 'notifyWeeklyDigestBody' },
};

/** A comment in a class's stream (params carry `class`, not `task`): told about the class's post. */
const POST_COMMENT_WORDS = { title: 'notifyPostCommentTitle', body: 'notifyCommentBody' } as const;

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
  const words =
    (params.child !== undefined
      ? CHILD_WORDS[type]
      : type === 'comment' && params.task === undefined
        ? POST_COMMENT_WORDS
        : undefined) ?? WORDS[type];
  return {
    type,
    title: translate(words.title, language, params),
    body: translate(words.body, language, params),
  };
}
