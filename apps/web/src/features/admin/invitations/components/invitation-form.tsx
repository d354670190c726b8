import { Button, Card, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { INVITATION_DAYS_DEFAULT, INVITATION_DAYS_MAX, type Invitation } from '@sinfxona/domain/schemas/admin';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { CopyField } from '@/features/admin/components/copy-field';
import { useCreateInvitation } from '@/features/admin/invitations/api/invitations';

/**
 * A new teacher's invitation: for anyone or one e-mail, valid 1–30 days. Once made, its code and
 * link show with copy buttons, to send to the teacher.
 */
export function InvitationForm() {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [days, setDays] = useState<number | string>(INVITATION_DAYS_DEFAULT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<Invitation | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const invitation = await create.mutateAsync({
        email: email.trim() || undefined,
        expiresInDays: typeof days === 'number' ? days : Number(days) || undefined,
      });
      setMade(invitation);
      setEmail('');
      toast(t('admin.invitations.readyTitle'), { type: 'success' });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, t('admin.invitations.createFailed')));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <div>
          <Title order={2} size="h4">
            {t('admin.invitations.createTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.invitations.createHint')}
          </Text>
        </div>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <TextInput
              type="email"
              label={t('admin.invitations.email')}
              description={t('admin.invitations.emailHint')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              autoComplete="off"
            />
            <NumberInput
              label={t('admin.invitations.days')}
              description={t('admin.invitations.daysHint')}
              value={days}
              onChange={setDays}
              min={1}
              max={INVITATION_DAYS_MAX}
              clampBehavior="none"
              allowDecimal={false}
              error={errors.expiresInDays}
              w={{ base: '100%', xs: 220 }}
            />
            <FormFailure message={failure} />
            <Button type="submit" leftSection={<IconMailPlus size={18} />} loading={create.isPending} w="fit-content">
              {t('admin.invitations.create')}
            </Button>
          </Stack>
        </form>
        {made && (
          <Paper withBorder radius="md" p="md" bg="teal.0" data-testid="new-invitation">
            <Stack gap="xs">
              <Text fw={700} c="teal.9">
                {t('admin.invitations.readyTitle')}
              </Text>
              <Text size="sm">{t('admin.invitations.readyHint', { date: formatDateTime(made.expiresAt) })}</Text>
              <CopyField
                label={t('admin.invitations.code')}
                value={made.code}
                copyLabel={t('admin.invitations.copyCode')}
                testId="invitation-code"
                large
              />
              <CopyField
                label={t('admin.invitations.link')}
                value={made.url}
                copyLabel={t('admin.invitations.copyLink')}
                testId="invitation-url"
              />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Card>
  );
}
