import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

const CHOICES = [
  { value: 'uz', label: "O'zbek" },
  { value: 'en', label: 'English' },
] as const;

/** Two plain toggle buttons for the language: the landing page carries no UI kit. */
export function LandingLanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('landing.language')} className={classes.languages}>
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          lang={choice.value}
          aria-pressed={i18n.language === choice.value}
          onClick={() => void i18n.changeLanguage(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
