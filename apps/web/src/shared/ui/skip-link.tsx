import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of each screen's main content, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first stop of the Tab key on every screen. It moves the focus itself,
 * since a hash change alone does not move it in every browser.
 */
/** `label` is for pages with their own texts (the landing page); the app's catalogue gives it otherwise. */
export function SkipLink({ label }: { label?: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      {label ?? t('a11y.skipToContent')}
    </a>
  );
}
