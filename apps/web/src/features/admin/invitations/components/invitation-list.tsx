import {
  ActionIcon,
  Badge,
  Card,
  Code,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/features/admin/components/scroll-table';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Invitation } from '@sinfxona/domain/schemas/admin';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { usePhone } from '@/features/admin/components/use-phone';
import { useInvitations, useRevokeInvitation } from '@/features/admin/invitations/api/invitations';

type State = 'open' | 'used' | 'expired';
const COLORS: Record<State, string> = { open: 'teal', used: 'gray', expired: 'orange' };
const stateOf = (invitation: Invitation, now: number): State =>
  invitation.usedAt ? 'used' : Date.parse(invitation.expiresAt) <= now ? 'expired' : 'open';

function StateBadge({ state }: { state: State }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[state]} style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`admin.invitations.${state}`)}
    </Badge>
  );
}

function RevokeButton({ invitation, onRevoke }: { invitation: Invitation; onRevoke: (code: string) => void }) {
  const { t } = useTranslation();
  const label = t('admin.invitations.revoke', { code: invitation.code });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => onRevoke(invitation.code)}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The school's invitations with their state; an open one can be revoked after a confirm. */
export function InvitationList() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const phone = usePhone();
  const [revoking, setRevoking] = useState<string | null>(null);
  const list = invitations.data ?? [];
  const [now] = useState(() => Date.now());

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking);
      toast(t('admin.invitations.revoked'), { type: 'success' });
      setRevoking(null);
    } catch (error) {
      toast(errorMessage(error, t('admin.invitations.revokeFailed')), { type: 'error' });
    }
  };

  return (
    <Stack>
      <Title order={2} size="h4">
        {t('admin.invitations.listTitle')}
      </Title>
      <QueryView
        query={invitations}
        errorMessage={t('admin.invitations.loadFailed')}
        empty={list.length === 0}
        emptyMessage={t('admin.invitations.empty')}
      >
        {phone ? (
          <Stack gap="xs" data-testid="invitation-list">
            {list.map((invitation) => {
              const state = stateOf(invitation, now);
              return (
                <Card key={invitation.code} withBorder radius="md" padding="sm" data-testid="invitation">
                  <Group justify="space-between" wrap="nowrap">
                    <Code fw={700}>{invitation.code}</Code>
                    <Group gap={4} wrap="nowrap">
                      <StateBadge state={state} />
                      {state === 'open' && <RevokeButton invitation={invitation} onRevoke={setRevoking} />}
                    </Group>
                  </Group>
                  <Text size="sm" mt={4}>
                    {invitation.email ?? t('admin.invitations.anyone')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('admin.invitations.expires')}: {formatDateTime(invitation.expiresAt)}
                  </Text>
                </Card>
              );
            })}
          </Stack>
        ) : (
          <ScrollTable label={t('admin.invitations.listTitle')}>
            <Table verticalSpacing="xs" miw={560} data-testid="invitation-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.invitations.code')}</Table.Th>
                  <Table.Th>{t('admin.invitations.for')}</Table.Th>
                  <Table.Th>{t('admin.invitations.expires')}</Table.Th>
                  <Table.Th>{t('admin.invitations.status')}</Table.Th>
                  <Table.Th w={52}>
                    <VisuallyHidden>{t('admin.invitations.revokeAction')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((invitation) => {
                  const state = stateOf(invitation, now);
                  return (
                    <Table.Tr key={invitation.code} data-testid="invitation">
                      <Table.Td>
                        <Code fw={700}>{invitation.code}</Code>
                      </Table.Td>
                      <Table.Td>{invitation.email ?? t('admin.invitations.anyone')}</Table.Td>
                      <Table.Td>{formatDateTime(invitation.expiresAt)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <StateBadge state={state} />
                      </Table.Td>
                      <Table.Td>
                        {state === 'open' && <RevokeButton invitation={invitation} onRevoke={setRevoking} />}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryView>
      <ConfirmModal
        opened={revoking !== null}
        title={t('admin.invitations.revokeTitle')}
        confirmLabel={t('admin.invitations.revokeAction')}
        loading={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      >
        {t('admin.invitations.revokeConfirm', { code: revoking ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
