import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('common.language')}
      value={i18n.language}
      onChange={(language) => void i18n.changeLanguage(language)}
      data={[
        { value: 'uz', label: "O'zbek" },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}
