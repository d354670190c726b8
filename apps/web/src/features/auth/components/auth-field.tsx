import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/auth/auth.module.css';

interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  description?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
}

/** A labelled input with its hint and error tied to it; a password field can be shown in clear. */
export function AuthField({ label, error, description, onChange, type = 'text', required, ...input }: AuthFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = [description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-hint`} className={classes.hint}>
          {description}
        </p>
      )}
      <div className={classes.control}>
        <input
          id={id}
          type={type === 'password' && shown ? 'text' : type}
          className={classes.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...input}
        />
        {type === 'password' && (
          <button
            type="button"
            className={classes.reveal}
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t('auth.hidePassword') : t('auth.showPassword')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
