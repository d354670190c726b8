import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { PlainLanguageSwitch } from '@/shared/ui/plain-language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';
import classes from '@/features/auth/auth.module.css';

/**
 * The quiet frame around the sign-in forms: brand, language switch, the form centred. Plain markup
 * and its own CSS, like the landing page: these pages are rendered into their HTML at build time
 * and must show at once on a phone.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <SkipLink label={t('landing.skipToContent')} />
      <header className={classes.bar}>
        <a href={paths.home.getHref()} className={classes.brand}>
          {t('landing.appName')}
        </a>
        <PlainLanguageSwitch />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <section className={classes.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={classes.title}>
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}

/** The refusal above a form: announced when it appears. */
export function AuthFailure({ message }: { message: string | null }) {
  return message ? (
    <div role="alert" className={classes.alert}>
      {message}
    </div>
  ) : null;
}

const noChange = () => () => undefined;

/**
 * The submit button: says it is busy while the request is out. In the page built ahead (before
 * its script has made the form live) it is disabled: the browser would otherwise send the form
 * itself, with the password in the address.
 */
export function AuthSubmit({ busy, label }: { busy: boolean; label: string }) {
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return (
    <button type="submit" className={classes.submit} disabled={busy || !live} aria-busy={busy || undefined}>
      {busy && <span className={classes.spinner} aria-hidden />}
      {label}
    </button>
  );
}

/** "No account yet? Register" under a form. */
export function AuthSwitch({ text, link, href }: { text: string; link: string; href: string }) {
  return (
    <p className={classes.switch}>
      {text} <a href={href}>{link}</a>
    </p>
  );
}
