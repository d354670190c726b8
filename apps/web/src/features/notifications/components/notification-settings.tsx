import { Alert, Badge, Button, Card, Divider, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences, NotificationType } from '@sinfxona/domain/schemas/notifications';
import { errorMessage } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import {
  refreshPreferences,
  telegramLink,
  usePreferences,
  useSavePreferences,
  useUnlinkTelegram,
} from '@/features/notifications/api/preferences';
import { pushSupported, subscribeToPush, unsubscribeFromPush } from '@/features/notifications/api/push';

/** The types each role can receive (a student hears nothing of hand-ins, a teacher nothing of grades). */
const TYPES_OF: Record<string, readonly NotificationType[]> = {
  student: [
    'task_published',
    'deadline_soon',
    'graded',
    'returned',
    'extension',
    'comment',
    'class_invitation',
    'announcement',
  ],
  teacher: ['submission_received', 'comment'],
  // A parent hears of their child's work, and gets the weekly digest.
  guardian: ['graded', 'returned', 'deadline_soon', 'task_missing', 'weekly_digest'],
};
const ALL_TYPES: readonly NotificationType[] = [...TYPES_OF.student!, 'submission_received'];

/**
 * The profile's notification preferences (docs/architecture.md §4 "Notifications"): the channels
 * outside the app (link Telegram, e-mail, this browser's push), the types, and quiet hours.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const role = useAuth((state) => state.user?.role ?? 'student');
  const client = useQueryClient();
  const query = usePreferences();
  const save = useSavePreferences();
  const unlink = useUnlinkTelegram();
  // Edits not yet saved (the quiet hours' times); else what the server has.
  const [edited, setDraft] = useState<NotificationPreferences | null>(null);
  const [pushError, setPushError] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  const [pushBusy, setPushBusy] = useState(false);

  // Opened from the bell's "Settings" (…/profile#notifications): brought into view once drawn.
  const drawn = Boolean(query.data);
  useEffect(() => {
    if (drawn && window.location.hash === '#notifications')
      document.getElementById('notifications')?.scrollIntoView({ block: 'start' });
  }, [drawn]);
  // Back from Telegram: the bot has bound the chat meanwhile.
  useEffect(() => {
    const onFocus = () => void refreshPreferences(client);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [client]);

  if (query.isError) return <ErrorState message={t('notifications.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  const { channels } = query.data;
  const draft = edited ?? query.data.preferences;

  const persist = (next: NotificationPreferences) => {
    setDraft(next);
    save.mutate(next, {
      onSuccess: () => {
        setDraft(null);
        toast(t('notifications.saved'), { type: 'success' });
      },
      onError: (error) => toast(errorMessage(error, t('notifications.saveFailed')), { type: 'error' }),
    });
  };
  const setType = (type: NotificationType, on: boolean) => persist({ ...draft, types: { ...draft.types, [type]: on } });

  const linkTelegram = async () => {
    // Opened at once (a pop-up must come from the click), pointed at the bot when the link arrives.
    const tab = window.open('', '_blank');
    setLinking(true);
    try {
      const url = await telegramLink();
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (error) {
      tab?.close();
      toast(errorMessage(error, t('notifications.saveFailed')), { type: 'error' });
    } finally {
      setLinking(false);
    }
  };

  const togglePush = async (on: boolean) => {
    setPushError(null);
    setPushBusy(true);
    try {
      if (on) {
        if (!(await subscribeToPush())) setPushError(t('notifications.pushDenied'));
      } else {
        await unsubscribeFromPush();
        persist({ ...draft, channels: { ...draft.channels, push: false } });
      }
      await refreshPreferences(client);
    } catch (error) {
      setPushError(errorMessage(error, t('notifications.pushUnsupported')));
    } finally {
      setPushBusy(false);
    }
  };

  const quiet = draft.quietHours;
  const types = TYPES_OF[role] ?? ALL_TYPES;

  return (
    <Card withBorder id="notifications" component="section" aria-labelledby="notification-settings-title">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id="notification-settings-title">
            {t('notifications.settingsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.settingsIntro')}
          </Text>
        </div>

        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('notifications.channels')}
          </Text>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text size="sm">{t('notifications.telegram')}</Text>
              {channels.telegram.available ? (
                <Badge variant="light" color={channels.telegram.linked ? 'green' : 'gray'} size="sm">
                  {channels.telegram.linked ? t('notifications.telegramLinked') : t('notifications.telegramNotLinked')}
                </Badge>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('notifications.unavailable')}
                </Text>
              )}
            </Stack>
            {channels.telegram.available &&
              (channels.telegram.linked ? (
                <Button variant="default" size="xs" loading={unlink.isPending} onClick={() => unlink.mutate()}>
                  {t('notifications.telegramUnlink')}
                </Button>
              ) : (
                <Button size="xs" color="#229ED9" loading={linking} onClick={() => void linkTelegram()}>
                  {t('notifications.telegramLink')}
                </Button>
              ))}
          </Group>
          {channels.telegram.available && !channels.telegram.linked && (
            <Text size="xs" c="dimmed">
              {t('notifications.telegramLinkHint')}
            </Text>
          )}
          <Switch
            label={t('notifications.email')}
            description={
              !channels.email.available
                ? t('notifications.unavailable')
                : (channels.email.address ?? t('notifications.emailNoAddress'))
            }
            checked={draft.channels.email}
            disabled={!channels.email.available || !channels.email.address}
            onChange={(event) =>
              persist({ ...draft, channels: { ...draft.channels, email: event.currentTarget.checked } })
            }
          />
          <Switch
            label={t('notifications.push')}
            description={pushSupported() ? undefined : t('notifications.pushUnsupported')}
            checked={draft.channels.push && channels.push.subscriptions > 0}
            disabled={!pushSupported() || pushBusy}
            onChange={(event) => void togglePush(event.currentTarget.checked)}
          />
          {pushError && (
            <Alert color="yellow" variant="light">
              {pushError}
            </Alert>
          )}
        </Stack>

        <Divider />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('notifications.types')}
          </Text>
          {types.map((type) => (
            <Switch
              key={type}
              label={t(`notifications.type_${type}`)}
              checked={draft.types[type]}
              onChange={(event) => setType(type, event.currentTarget.checked)}
            />
          ))}
        </Stack>

        <Divider />
        <Stack gap="xs">
          <Switch
            label={t('notifications.quiet')}
            description={t('notifications.quietHint')}
            checked={quiet !== null}
            onChange={(event) =>
              persist({ ...draft, quietHours: event.currentTarget.checked ? { from: '21:00', to: '07:00' } : null })
            }
          />
          {quiet && (
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                type="time"
                label={t('notifications.quietFrom')}
                value={quiet.from}
                w={140}
                onChange={(event) => setDraft({ ...draft, quietHours: { ...quiet, from: event.currentTarget.value } })}
              />
              <TextInput
                type="time"
                label={t('notifications.quietTo')}
                value={quiet.to}
                w={140}
                onChange={(event) => setDraft({ ...draft, quietHours: { ...quiet, to: event.currentTarget.value } })}
              />
              <Button variant="light" loading={save.isPending} onClick={() => persist(draft)}>
                {t('notifications.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
