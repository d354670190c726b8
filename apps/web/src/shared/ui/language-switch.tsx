import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@sinfxona/domain/constants';
import { currentLanguage } from '@/shared/i18n/i18n';

/** Each language named in itself, the same in every catalogue (a reader finds their own). */
const LANGUAGE_NAMES: Record<Language, string> = {
  uz: "O'zbek",
  'uz-Cyrl': 'Ўзбек',
  ru: 'Русский',
  en: 'English',
};

export function LanguageSwitch({ size = 'xs', vertical = false }: { size?: 'xs' | 'sm'; vertical?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      orientation={vertical ? 'vertical' : 'horizontal'}
      fullWidth={vertical}
      aria-label={t('common.language')}
      value={currentLanguage()}
      onChange={(language) => void i18n.changeLanguage(language)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
      }))}
    />
  );
}
