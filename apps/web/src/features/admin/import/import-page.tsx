import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The admin's roster import (a placeholder: the import's own work replaces it). */
export default function ImportPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('titles.AdminImport')}
      </Title>
      <Text>{t('admin.import.intro')}</Text>
    </Stack>
  );
}
