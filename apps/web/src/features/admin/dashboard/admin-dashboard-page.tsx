import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen of the school's administration, built in the commits that follow. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return <Text>{t('titles.AdminDashboard')}</Text>;
}
