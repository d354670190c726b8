import { Grid } from '@mantine/core';
import { InvitationForm } from '@/features/admin/invitations/components/invitation-form';
import { InvitationList } from '@/features/admin/invitations/components/invitation-list';
import '@/shared/i18n/admin-texts';

/** Teachers join the school by invitation: make one (code and link to send), see and revoke the open ones. */
export default function InvitationsPage() {
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <InvitationForm />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <InvitationList />
      </Grid.Col>
    </Grid>
  );
}
