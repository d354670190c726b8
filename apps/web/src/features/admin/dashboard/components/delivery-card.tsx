import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { readQuery } from '@/shared/api/read-query';
import { QueryView } from '@/shared/ui/states';

interface DeliveryReport {
  since: string;
  configured: Record<'telegram' | 'email' | 'push', boolean>;
  today: { channel: string; status: string; count: number }[];
  dead: {
    _id: string;
    channel: string;
    type: string;
    user: { _id: string; fullName: string };
    attempts: number;
    lastError: string | null;
    failedAt: string;
  }[];
}

const CHANNELS = ['telegram', 'email', 'push'] as const;
const STATUSES = ['sent', 'pending', 'held', 'sending', 'skipped', 'dead'] as const;
const STATUS_COLORS: Record<string, string> = { sent: 'green', dead: 'red', held: 'yellow', skipped: 'gray' };

/** The admin's view of notification delivery: today's counts per channel and status, and the dead letters. */
export function DeliveryCard() {
  const { t } = useTranslation();
  const query = useQuery(
    readQuery<DeliveryReport>(['admin', 'notification-delivery'], { url: '/api/admin/notifications/delivery' }),
  );
  return (
    <Card withBorder component="section" aria-labelledby="delivery-title">
      <Title order={2} size="h4" id="delivery-title" mb="sm">
        {t('notifications.adminTitle')}
      </Title>
      <QueryView query={query} errorMessage={t('notifications.loadFailed')}>
        {(report) => (
          <Stack gap="md">
            <Stack gap="xs">
              {CHANNELS.map((channel) => {
                const counts = report.today.filter((row) => row.channel === channel);
                return (
                  <Group key={channel} gap="xs" wrap="wrap">
                    <Text size="sm" fw={600} miw={110}>
                      {t(`notifications.${channel}`)}
                    </Text>
                    {!report.configured[channel] ? (
                      <Text size="sm" c="dimmed">
                        {t('notifications.adminNotConfigured')}
                      </Text>
                    ) : counts.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        0
                      </Text>
                    ) : (
                      STATUSES.flatMap((status) => {
                        const row = counts.find((c) => c.status === status);
                        return row
                          ? [
                              <Badge key={status} variant="light" color={STATUS_COLORS[status] ?? 'blue'}>
                                {t(`notifications.status_${status}`)}: {row.count}
                              </Badge>,
                            ]
                          : [];
                      })
                    )}
                  </Group>
                );
              })}
            </Stack>
            <div>
              <Text size="sm" fw={600} mb={4}>
                {t('notifications.adminDead')}
              </Text>
              {report.dead.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('notifications.adminNoDead')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={480}>
                  <Table striped fz="sm">
                    <Table.Tbody>
                      {report.dead.map((row) => (
                        <Table.Tr key={row._id}>
                          <Table.Td>{formatDateTime(row.failedAt)}</Table.Td>
                          <Table.Td>{row.user.fullName}</Table.Td>
                          <Table.Td>{t(`notifications.${row.channel}`)}</Table.Td>
                          <Table.Td>
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {row.lastError}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </div>
          </Stack>
        )}
      </QueryView>
    </Card>
  );
}
