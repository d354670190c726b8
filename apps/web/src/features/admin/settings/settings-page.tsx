import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen of the school's administration, built in the commits that follow. */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  return <Text>{t('titles.AdminSettings')}</Text>;
}
