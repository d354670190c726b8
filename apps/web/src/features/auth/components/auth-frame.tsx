import { Anchor, Box, Center, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';

/** The quiet frame around the sign-in forms: brand, language switch, the form centred. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink />
      <Group justify="space-between" px="lg" py="md">
        <Anchor component={Link} to={paths.home.getHref()} fw={800} size="xl" c="indigo.7" underline="never">
          {t('app.name')}
        </Anchor>
        <LanguageSwitch />
      </Group>
      <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} px="md" py="xl">
        {children}
      </Center>
    </Box>
  );
}
