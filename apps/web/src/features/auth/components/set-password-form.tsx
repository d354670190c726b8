import { useTranslation } from 'react-i18next';
import { profileUpdateInput, type User } from '@sinfxona/domain/schemas/auth';
import { setOwnPassword } from '@/features/auth/api/sign-in';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthFailure, AuthFrame, AuthSubmit } from '@/features/auth/components/auth-frame';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import classes from '@/features/auth/auth.module.css';

/**
 * The second step of a sign-in with a one-time password (a login card, an admin's reset): the
 * server opens nothing else until the pupil sets a password of their own (PUT /api/users/profile,
 * which answers a fresh token); then the app opens as after any sign-in.
 */
export function SetPasswordForm({
  token,
  user,
  oneTimePassword,
}: {
  token: string;
  user: User;
  oneTimePassword: string;
}) {
  const { t } = useTranslation();
  const form = useAuthForm({
    initial: { newPassword: '' },
    schema: profileUpdateInput,
    prepare: ({ newPassword }) => ({ fullName: user.fullName, currentPassword: oneTimePassword, newPassword }),
    send: (input, language) => setOwnPassword(token, input, language),
    failedKey: 'auth.loginFailed',
  });
  return (
    <AuthFrame title={t('auth.setPasswordTitle')}>
      <form className={classes.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <p className={classes.hint}>{t('auth.setPasswordHint')}</p>
        <AuthFailure message={form.failure} />
        <AuthField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('newPassword')}
        />
        <AuthSubmit busy={form.busy} label={t('auth.submitSetPassword')} />
      </form>
    </AuthFrame>
  );
}
