import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginInput, type LoginInput } from '@sinfxona/domain/schemas/auth';
import { errorMessage } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { homeOf, paths } from '@/shared/config/paths';
import { zodValidate } from '@/shared/ui/zod-form';
import { AuthResponseError } from '@/features/auth/api/auth-result';
import { login } from '@/features/auth/api/login';
import { AuthFrame } from '@/features/auth/components/auth-frame';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      const { token, user } = await login(values);
      useAuth.getState().signIn(token, user);
      void navigate(homeOf(user.role), { replace: true });
    } catch (error) {
      setFailure(error instanceof AuthResponseError ? t(error.message) : errorMessage(error, t('auth.loginFailed')));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthFrame>
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('auth.loginTitle')}
            </Title>
            {failure && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={busy} fullWidth size="md">
              {t('auth.submitLogin')}
            </Button>
            <Text size="sm" ta="center">
              {t('auth.loginSubtitle')}{' '}
              <Anchor component={Link} to={paths.register.getHref()}>
                {t('auth.registerLink')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </AuthFrame>
  );
}
