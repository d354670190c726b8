import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@sinfxona/domain/constants';
import { LANGUAGE_NAMES } from '@/shared/i18n/language';
import classes from './landing.module.css';

/** Plain toggle buttons for the language: the landing page carries no UI kit. */
export function LandingLanguageSwitch() {
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
