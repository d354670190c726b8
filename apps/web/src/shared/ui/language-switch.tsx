import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@sinfxona/domain/constants';
import { currentLanguage } from '@/shared/i18n/i18n';
import { LANGUAGE_NAMES } from '@/shared/i18n/language';

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
