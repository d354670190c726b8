import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClassInvitation } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useAnswerInvitation, useInvitations } from '@/features/classes/api/invitations';

/**
 * The classes a teacher has invited the student to: each joins only when the student accepts
 * (docs/architecture.md §4 "Consent"). Nothing is drawn while there are none.
 */
export function ClassInvitations() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  if (invitations.isSuccess && invitations.data.length === 0) return null;
  return (
    <QueryView query={invitations} errorMessage={t('classes.invitationsFailed')}>
      {(list) => (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('classes.invitationsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
            {list.map((invitation) => (
              <InvitationCard key={invitation.class._id} invitation={invitation} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryView>
  );
}

function InvitationCard({ invitation }: { invitation: ClassInvitation }) {
  const { t } = useTranslation();
  const answer = useAnswerInvitation();
  const name = invitation.class.name;
  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ classId: invitation.class._id, accept });
      toast(t(accept ? 'classes.invitationAccepted' : 'classes.invitationDeclined', { name }), {
        type: accept ? 'success' : 'info',
      });
    } catch (error) {
      toast(errorMessage(error, t('classes.invitationFailed')), { type: 'error' });
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="class-invitation">
      <Stack gap="xs">
        <div>
          <Text fw={600}>{name}</Text>
          {invitation.class.subject && (
            <Text size="sm" c="dimmed">
              {invitation.class.subject}
            </Text>
          )}
        </div>
        <Text size="sm">{t('classes.invitationFrom', { teacher: invitation.invitedBy.fullName })}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            loading={answer.isPending && answer.variables?.accept === true}
            disabled={answer.isPending}
            onClick={() => void respond(true)}
            aria-label={t('classes.acceptOf', { name })}
          >
            {t('classes.accept')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} />}
            loading={answer.isPending && answer.variables?.accept === false}
            disabled={answer.isPending}
            onClick={() => void respond(false)}
            aria-label={t('classes.declineOf', { name })}
          >
            {t('classes.decline')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
