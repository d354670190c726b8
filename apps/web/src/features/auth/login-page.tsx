import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInput, type User } from '@sinfxona/domain/schemas/auth';
import { paths } from '@/shared/config/paths';
import { login } from '@/features/auth/api/sign-in';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthFailure, AuthFrame, AuthSubmit, AuthSwitch } from '@/features/auth/components/auth-frame';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import classes from '@/features/auth/auth.module.css';

/**
 * Sign-in (SPEC §5): an e-mail or a username (pupils from a school's roster have one) and the
 * password, checked by the shared schema, then the user's dashboard; a one-time password is first
 * replaced by the user's own.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [oneTime, setOneTime] = useState<{ token: string; user: User; password: string } | null>(null);
  const form = useAuthForm({
    initial: { login: '', password: '' },
    schema: loginInput,
    send: login,
    failedKey: 'auth.loginFailed',
    onSuccess: ({ token, user }, values) => {
      if (!user.mustChangePassword) return false;
      setOneTime({ token, user, password: values.password });
      return true;
    },
  });
  if (oneTime) return <SetPasswordForm token={oneTime.token} user={oneTime.user} oneTimePassword={oneTime.password} />;
  return (
    <AuthFrame title={t('auth.loginTitle')}>
      <form className={classes.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <AuthFailure message={form.failure} />
        <AuthField label={t('auth.login')} type="text" autoComplete="username" required {...form.field('login')} />
        <AuthField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <AuthSubmit busy={form.busy} label={t('auth.submitLogin')} />
        <AuthSwitch text={t('auth.loginSubtitle')} link={t('auth.registerLink')} href={paths.register.getHref()} />
      </form>
    </AuthFrame>
  );
}
