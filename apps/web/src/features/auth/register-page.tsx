import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_ROLES } from '@sinfxona/domain/constants';
import { registerInput } from '@sinfxona/domain/schemas/auth';
import { GUARDIAN_CODE_PARAM, paths } from '@/shared/config/paths';
import { pendingCode } from '@/shared/guardian-code';
import { register } from '@/features/auth/api/sign-in';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthFailure, AuthFrame, AuthSubmit, AuthSwitch } from '@/features/auth/components/auth-frame';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import classes from '@/features/auth/auth.module.css';

const ROLE_LABEL = {
  student: 'auth.roleStudent',
  teacher: 'auth.roleTeacher',
  guardian: 'auth.roleGuardian',
} as const satisfies Record<(typeof SIGNUP_ROLES)[number], string>;

const noChange = () => () => {};
/** A query parameter of the page's address; none while hydrating the prerendered page, which has no query. */
const useParamOfAddress = (name: string) =>
  useSyncExternalStore(
    noChange,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );

/** Sign-up (SPEC §5): name, e-mail, password (≥ 6), role; a teacher may need the school's invite code. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const form = useAuthForm({
    initial: { fullName: '', email: '', password: '', role: 'student', inviteCode: '' },
    schema: registerInput,
    // The invite code goes only with a teacher's sign-up, and only when given.
    prepare: ({ inviteCode, ...values }) => ({
      ...values,
      inviteCode: values.role === 'teacher' && inviteCode ? inviteCode : undefined,
    }),
    send: register,
    failedKey: 'auth.registrationFailed',
  });
  const role = form.field('role');
  const invite = form.field('inviteCode');
  // An admin's invitation link (/register?invite=CODE) fills the code in and chooses "teacher";
  // after the first paint, which is prerendered without the address's query.
  const code = useParamOfAddress('invite');
  useEffect(() => {
    if (!code) return;
    role.onChange('teacher');
    invite.onChange(code);
    // Once, for the code the address carried.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  // A pupil's link for a parent (/register?guardian=CODE) chooses "parent"; the code links the
  // child right after sign-up (features/guardian/children-page.tsx).
  const guardianCode = useParamOfAddress(GUARDIAN_CODE_PARAM);
  useEffect(() => {
    if (!guardianCode) return;
    role.onChange('guardian');
    pendingCode.save(guardianCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guardianCode]);
  return (
    <AuthFrame title={t('auth.registerTitle')}>
      <form className={classes.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <AuthFailure message={form.failure} />
        <AuthField label={t('auth.fullName')} autoComplete="name" required {...form.field('fullName')} />
        <AuthField label={t('auth.email')} type="email" autoComplete="email" required {...form.field('email')} />
        <AuthField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <fieldset className={classes.roles} aria-invalid={role.error ? true : undefined}>
          <legend className={classes.label}>
            {t('auth.role')}
            <span className={classes.required} aria-hidden>
              {' *'}
            </span>
          </legend>
          <div className={classes.segments}>
            {SIGNUP_ROLES.map((value) => (
              <label key={value} className={classes.segment}>
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role.value === value}
                  onChange={() => role.onChange(value)}
                />
                <span>{t(ROLE_LABEL[value])}</span>
              </label>
            ))}
          </div>
          {role.error && <p className={classes.error}>{role.error}</p>}
        </fieldset>
        {role.value === 'teacher' && (
          <AuthField
            label={t('auth.inviteCode')}
            description={t('auth.inviteCodeHint')}
            {...form.field('inviteCode')}
          />
        )}
        {role.value === 'guardian' && guardianCode && (
          <p className={classes.label}>{t('auth.guardianCodeNote', { code: guardianCode })}</p>
        )}
        <AuthSubmit busy={form.busy} label={t('auth.submitRegister')} />
        <AuthSwitch text={t('auth.registerSubtitle')} link={t('auth.loginLink')} href={paths.login.getHref()} />
      </form>
    </AuthFrame>
  );
}
