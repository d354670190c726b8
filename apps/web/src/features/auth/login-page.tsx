import { useTranslation } from 'react-i18next';
import { loginInput } from '@sinfxona/domain/schemas/auth';
import { paths } from '@/shared/config/paths';
import { login } from '@/features/auth/api/sign-in';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthFailure, AuthFrame, AuthSubmit, AuthSwitch } from '@/features/auth/components/auth-frame';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import classes from '@/features/auth/auth.module.css';

/** Sign-in (SPEC §5): e-mail and password, checked by the shared schema, then the user's dashboard. */
export default function LoginPage() {
  const { t } = useTranslation();
  const form = useAuthForm({
    initial: { email: '', password: '' },
    schema: loginInput,
    send: login,
    failedKey: 'auth.loginFailed',
  });
  return (
    <AuthFrame title={t('auth.loginTitle')}>
      <form className={classes.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <AuthFailure message={form.failure} />
        <AuthField label={t('auth.email')} type="email" autoComplete="email" required {...form.field('email')} />
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
