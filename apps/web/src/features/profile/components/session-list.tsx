import { ActionIcon, Badge, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDeviceLaptop, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { useEndSession, useSessions } from '@/features/profile/api/sessions';

/** Where the user is signed in: device, when, last seen; every other session can be ended here. */
export function SessionList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();

  const endOne = async (sessionId: string) => {
    try {
      await end.mutateAsync(sessionId);
      toast(t('profile.sessionEnded'), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('profile.endSessionFailed')), { type: 'error' });
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('profile.sessionsTitle')}
      </Title>
      {sessions.isPending && <Loader size="sm" aria-label={t('profile.sessionsTitle')} />}
      {sessions.isError && <Text c="red">{t('profile.sessionsFailed')}</Text>}
      <Stack gap="xs" data-testid="sessions">
        {sessions.data?.map((session) => {
          const device = session.device || t('profile.unknownDevice');
          const label = t('profile.endSession', { device });
          return (
            <Card key={session._id} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconDeviceLaptop size={20} aria-hidden />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} truncate>
                      {device}{' '}
                      {session.current && (
                        <Badge size="sm" variant="light">
                          {t('profile.thisDevice')}
                        </Badge>
                      )}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('profile.sessionSignedIn', { date: formatDateTime(session.createdAt) })} ·{' '}
                      {t('profile.sessionLastSeen', { date: formatDateTime(session.lastSeenAt) })}
                    </Text>
                  </div>
                </Group>
                {!session.current && (
                  <Tooltip label={label} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={label}
                      loading={end.isPending && end.variables === session._id}
                      onClick={() => void endOne(session._id)}
                    >
                      <IconX size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Card>
  );
}
