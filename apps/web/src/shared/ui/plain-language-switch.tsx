import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@sinfxona/domain/constants';
import { LANGUAGE_NAMES } from '@/shared/i18n/language';
import classes from './plain-language-switch.module.css';

/** Plain toggle buttons for the language, for the guest pages, which carry no UI kit. */
export function PlainLanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('landing.language')} className={classes.languages}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
