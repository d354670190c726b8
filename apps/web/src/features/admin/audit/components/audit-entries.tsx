import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/features/admin/components/scroll-table';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { AuditEntryView } from '@sinfxona/domain/schemas/admin';
import { usePhone } from '@/features/admin/components/use-phone';

const DANGER = new Set(['account_deactivated', 'sign_in_locked', 'role_changed', 'password_reset']);

function ActionBadge({ action }: { action: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={DANGER.has(action) ? 'orange' : 'indigo'}
      tt="none"
      // A long action's name wraps instead of being cut short.
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t(`admin.audit.actions.${action}`, { defaultValue: action })}
    </Badge>
  );
}

/** The log's entries: who did what, about whom, when and from where; a card each on a phone. */
export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const actor = (entry: AuditEntryView) => entry.actor?.fullName ?? t('admin.audit.nobody');
  if (phone)
    return (
      <Stack gap="xs" data-testid="audit-entries">
        {entries.map((entry, index) => (
          <Card key={`${entry.at}-${index}`} withBorder radius="md" padding="sm" data-testid="audit-entry">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ActionBadge action={entry.action} />
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at)}
              </Text>
            </Group>
            {entry.target && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {entry.target}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {actor(entry)}
              {entry.ip ? ` · ${entry.ip}` : ''}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  return (
    <ScrollTable label={t('titles.AdminAudit')}>
      <Table verticalSpacing="xs" miw={760} data-testid="audit-entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.audit.at')}</Table.Th>
            <Table.Th>{t('admin.audit.actor')}</Table.Th>
            <Table.Th>{t('admin.audit.action')}</Table.Th>
            <Table.Th>{t('admin.audit.target')}</Table.Th>
            <Table.Th>{t('admin.audit.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={`${entry.at}-${index}`} data-testid="audit-entry">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>{actor(entry)}</Table.Td>
              <Table.Td>
                <ActionBadge action={entry.action} />
              </Table.Td>
              <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }}>
                {entry.target ?? '—'}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {entry.ip ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
