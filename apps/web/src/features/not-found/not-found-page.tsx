import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" px="md">
      <Stack align="center" gap="sm">
        <Text fz={72} fw={800} c="indigo.7" lh={1}>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to={paths.home.getHref()} mt="sm">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
