import { Button, Card, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileUpdateInput, type User } from '@sinfxona/domain/schemas/auth';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { sessionKeys } from '@/shared/api/query-keys';
import { useAuth } from '@/shared/auth/auth-store';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';
import { updateProfile } from '@/features/profile/api/update-profile';
import { FormFailure } from '@/shared/ui/form-parts';

interface ProfileValues {
  fullName: string;
  email: string;
  currentPassword: string;
  newPassword: string;
}

/** Name, e-mail and an optional new password, saved through the API; a new token is kept. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ProfileValues>({
    initialValues: { fullName: user.fullName, email: user.email ?? '', currentPassword: '', newPassword: '' },
    validate: zodValidate(profileUpdateInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      const result = await updateProfile(profileUpdateInput.parse(values));
      if (result.token) {
        useAuth.getState().setToken(result.token);
        // A new password ended every other session.
        void client.invalidateQueries({ queryKey: sessionKeys.all });
      }
      useAuth.getState().setUser(result.user);
      form.setValues({
        fullName: result.user.fullName,
        email: result.user.email ?? '',
        currentPassword: '',
        newPassword: '',
      });
      toast(t('msg.profileUpdated'), { type: 'success' });
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t('profile.saveFailed')));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t('profile.editTitle')}
          </Title>
          <FormFailure message={failure} />
          <TextInput label={t('auth.fullName')} required {...form.getInputProps('fullName')} />
          <TextInput label={t('auth.email')} type="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('profile.newPassword')}
            description={t('profile.newPasswordHint')}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
