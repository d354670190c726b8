import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthResult } from '@sinfxona/domain/schemas/auth';
import { homeOf } from '@/shared/config/paths';
import { storeSession } from '@/shared/auth/session-storage';
import { AuthResponseError } from '@/features/auth/api/auth-result';
import { AuthRefusal } from '@/features/auth/api/sign-in';

type Values = Record<string, string>;

/**
 * The state of a sign-in or sign-up form without a UI kit: values, field errors from the shared
 * zod schema (checked on submit, as the server checks them), the server's refusal, and on success
 * the token kept and the user's home opened. A full page load on purpose: the guest pages are
 * served without the app, which then starts signed in.
 */
export function useAuthForm<T extends Values, Input>(options: {
  initial: T;
  schema: z.ZodType<Input>;
  /** The values as the schema reads them (e.g. an empty optional field left out). */
  prepare?: (values: T) => unknown;
  send: (input: Input, language: string) => Promise<AuthResult>;
  failedKey: string;
  /** Takes over after a success (true when it did), e.g. a one-time password still to replace. */
  onSuccess?: (result: AuthResult, values: T) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<T>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const message = (key: string) => t(`msg.${key}`, { defaultValue: t('msg.validationFailed') });

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const showErrors = (form: HTMLFormElement, found: Record<string, string>) => {
    setErrors(found);
    // The first field in error takes the focus, so a keyboard or screen-reader user lands on it.
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const parsed = options.schema.safeParse(options.prepare ? options.prepare(values) : values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= message(issue.message);
      showErrors(form, found);
      return;
    }
    setBusy(true);
    try {
      const result = await options.send(parsed.data, i18n.language);
      if (options.onSuccess?.(result, values)) {
        setBusy(false);
        return;
      }
      const { token, user } = result;
      storeSession(token, user);
      window.location.assign(homeOf(user.role));
    } catch (error) {
      setBusy(false);
      if (error instanceof AuthRefusal) {
        setFailure(error.message);
        showErrors(form, error.fields);
      } else setFailure(error instanceof AuthResponseError ? t(error.message) : t(options.failedKey));
    }
  };

  return { values, field, failure, busy, onSubmit };
}
