import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-store';
import { UploadProgress } from '@/features/submissions/components/upload-progress';
import { getHandIn, removeHandIn } from './outbox-store';
import { setQueuedState, useQueuedState } from './outbox-status';
import { outboxKey } from './outbox-rules';
import '@/shared/i18n/outbox-texts';

/** What is queued, in a few words: the document's name or the number of photos. */
function useQueuedWhat(userId: string | undefined, taskId: string, phase: string | undefined) {
  const { t } = useTranslation();
  const [what, setWhat] = useState<string | null>(null);
  useEffect(() => {
    if (!userId || !phase) return;
    let live = true;
    void getHandIn(userId, taskId).then((item) => {
      if (!live || !item) return;
      setWhat(item.photos ? t('outbox.photos', { count: item.photos.length }) : (item.document?.name ?? null));
    });
    return () => {
      live = false;
    };
  }, [userId, taskId, phase, t]);
  return what;
}

/**
 * A task's queued hand-in on its page: waiting for the network (with "send now" and "discard"),
 * sending with the upload's real per cent, sent, or the server's refusal with "discard".
 * `actions` adds the caller's own buttons (e.g. hand in something else) beside them.
 */
export function QueuedHandIn({ taskId, actions }: { taskId: string; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useAuth((state) => state.user?._id);
  const state = useQueuedState(taskId);
  const what = useQueuedWhat(userId, taskId, state?.phase);
  if (!state || !userId) return null;

  const discard = async () => {
    await removeHandIn({ key: outboxKey(userId, taskId) });
    setQueuedState(taskId, null);
  };
  const sendNow = async () => {
    const { sendOutbox } = await import('./send-outbox');
    await sendOutbox(userId, client);
  };
  const buttons = (extra: React.ReactNode) => (
    <Group gap="xs" mt="xs" wrap="wrap">
      {extra}
      {actions}
      <Button size="xs" variant="default" color="red" onClick={() => void discard()}>
        {t('outbox.discard')}
      </Button>
    </Group>
  );
  const whatLine = what && (
    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {t('outbox.what', { what })}
    </Text>
  );

  if (state.phase === 'sending')
    return (
      <Stack gap="xs" data-testid="queued-hand-in" data-phase="sending">
        {what && (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {what}
          </Text>
        )}
        <UploadProgress percent={state.percent} reconnecting={false} />
      </Stack>
    );
  if (state.phase === 'sent')
    return (
      <Alert
        color="green"
        icon={<IconCheck size={18} />}
        title={t('outbox.sent')}
        role="status"
        data-testid="queued-hand-in"
        data-phase="sent"
      >
        {t('outbox.sentBody')}
      </Alert>
    );
  if (state.phase === 'refused')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t('outbox.refused')}
        role="alert"
        data-testid="queued-hand-in"
        data-phase="refused"
      >
        {whatLine}
        <Text size="sm">{state.message}</Text>
        {buttons(null)}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      icon={<IconWifiOff size={18} />}
      title={t('outbox.waiting')}
      role="status"
      data-testid="queued-hand-in"
      data-phase="waiting"
    >
      <Stack gap={4}>
        {whatLine}
        <Text size="sm">{t('outbox.waitingBody')}</Text>
      </Stack>
      {buttons(
        <Button size="xs" variant="light" onClick={() => void sendNow()}>
          {t('outbox.sendNow')}
        </Button>,
      )}
    </Alert>
  );
}
