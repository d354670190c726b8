import {
  Alert,
  Anchor,
  Button,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Input,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerInput, type RegisterInput } from '@sinfxona/domain/schemas/auth';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { homeOf, paths } from '@/shared/config/paths';
import { zodValidate } from '@/shared/ui/zod-form';
import { AuthResponseError } from '@/features/auth/api/auth-result';
import { register } from '@/features/auth/api/register';
import { AuthFrame } from '@/features/auth/components/auth-frame';

type RegisterValues = Omit<RegisterInput, 'inviteCode'> & { inviteCode: string };

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<RegisterValues>({
    initialValues: { fullName: '', email: '', password: '', role: 'student', inviteCode: '' },
    validate: zodValidate(registerInput, (values: RegisterValues) => ({
      ...values,
      inviteCode: values.inviteCode || undefined,
    })),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      const { token, user } = await register({
        ...values,
        inviteCode: values.role === 'teacher' && values.inviteCode ? values.inviteCode : undefined,
      });
      useAuth.getState().signIn(token, user);
      void navigate(homeOf(user.role), { replace: true });
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(
        error instanceof AuthResponseError ? t(error.message) : errorMessage(error, t('auth.registrationFailed')),
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthFrame>
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={460}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('auth.registerTitle')}
            </Title>
            {failure && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {failure}
              </Alert>
            )}
            <TextInput label={t('auth.fullName')} autoComplete="name" required {...form.getInputProps('fullName')} />
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <Input.Wrapper label={t('auth.role')} required error={form.errors.role}>
              <SegmentedControl
                fullWidth
                mt={4}
                aria-label={t('auth.role')}
                data={[
                  { value: 'student', label: t('common.student') },
                  { value: 'teacher', label: t('common.teacher') },
                ]}
                {...form.getInputProps('role')}
              />
            </Input.Wrapper>
            {form.values.role === 'teacher' && (
              <TextInput
                label={t('auth.inviteCode')}
                description={t('auth.inviteCodeHint')}
                {...form.getInputProps('inviteCode')}
              />
            )}
            <Button type="submit" loading={busy} fullWidth size="md">
              {t('auth.submitRegister')}
            </Button>
            <Text size="sm" ta="center">
              {t('auth.registerSubtitle')}{' '}
              <Anchor component={Link} to={paths.login.getHref()}>
                {t('auth.loginLink')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </AuthFrame>
  );
}
