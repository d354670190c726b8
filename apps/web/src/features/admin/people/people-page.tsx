import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen of the school's administration, built in the commits that follow. */
export default function AdminPeoplePage() {
  const { t } = useTranslation();
  return <Text>{t('titles.AdminPeople')}</Text>;
}
