import { Alert, Avatar, Badge, Button, Card, Grid, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import { profileUpdateInput } from '@sinfxona/domain/schemas/auth';
import { updateProfile } from '@/shared/api/auth';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';
import { ProfileFigures } from './profile-figures';

interface ProfileValues {
  fullName: string;
  email: string;
  currentPassword: string;
  newPassword: string;
}

/** Both roles' profile: who they are, their figures, and a form that saves through the API. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user)!;
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ProfileValues>({
    initialValues: { fullName: user.fullName, email: user.email, currentPassword: '', newPassword: '' },
    validate: zodValidate(profileUpdateInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      const result = await updateProfile(profileUpdateInput.parse(values));
      if (result.token) useAuth.getState().setToken(result.token);
      useAuth.getState().setUser(result.user);
      form.setValues({ fullName: result.user.fullName, email: result.user.email, currentPassword: '', newPassword: '' });
      toast(t('msg.profileUpdated'), { type: 'success' });
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t('profile.saveFailed')));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <Card withBorder radius="md" padding="lg">
            <Group wrap="nowrap">
              <Avatar size={64} radius="xl" color="indigo">{user.fullName.charAt(0).toUpperCase()}</Avatar>
              <div style={{ minWidth: 0 }}>
                <Title order={2} size="h3">{user.fullName}</Title>
                <Text c="dimmed" size="sm" truncate>{user.email}</Text>
                <Badge mt={6} variant="light">{t(`common.${user.role}`)}</Badge>
              </div>
            </Group>
            <Text size="sm" c="dimmed" mt="md">{t('profile.joined', { date: formatDate(user.createdAt) })}</Text>
          </Card>
          <ProfileFigures role={user.role} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={submit} noValidate>
            <Stack>
              <Title order={2} size="h4">{t('profile.editTitle')}</Title>
              {failure && <Alert color="red" role="alert">{failure}</Alert>}
              <TextInput label={t('auth.fullName')} required {...form.getInputProps('fullName')} />
              <TextInput label={t('auth.email')} type="email" required {...form.getInputProps('email')} />
              <PasswordInput label={t('profile.currentPassword')} autoComplete="current-password" {...form.getInputProps('currentPassword')} />
              <PasswordInput label={t('profile.newPassword')} description={t('profile.newPasswordHint')} autoComplete="new-password" {...form.getInputProps('newPassword')} />
              <Group justify="flex-end"><Button type="submit" loading={saving}>{t('common.save')}</Button></Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
