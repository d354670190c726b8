import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueuedState } from './outbox-status';

// Only the state and a badge: the task lists (the dashboard's start) carry this. Its texts come
// with the modules that set a state (queue-hand-in.ts, send-outbox.ts load outbox-texts.ts).
const BADGE_COLORS = { waiting: 'orange', sending: 'blue', sent: 'green', refused: 'red' } as const;

/** The queued hand-in's state in a task list, beside the task's status; nothing when none is queued. */
export function QueuedHandInBadge({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const state = useQueuedState(taskId);
  if (!state) return null;
  const label =
    state.phase === 'sending'
      ? t('outbox.sending', { percent: state.percent })
      : state.phase === 'sent'
        ? t('outbox.sent')
        : state.phase === 'refused'
          ? t('outbox.refused')
          : t('outbox.waiting');
  return (
    <Badge
      color={BADGE_COLORS[state.phase]}
      variant="light"
      data-testid="queued-badge"
      data-phase={state.phase}
      w="fit-content"
      maw="100%"
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
