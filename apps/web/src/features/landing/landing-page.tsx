import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook,
  IconBrandTelegram,
  IconChartBar,
  IconDeviceMobile,
  IconMail,
  IconRobot,
  IconStar,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';
import classes from './landing.module.css';

const FEATURES = [
  { icon: IconBook, key: 'f1' },
  { icon: IconStar, key: 'f2' },
  { icon: IconVideo, key: 'f3' },
  { icon: IconRobot, key: 'f4' },
  { icon: IconChartBar, key: 'f5' },
  { icon: IconDeviceMobile, key: 'f6' },
] as const;

/** The figures of the About section. */
const LANDING_STATS = { lessons: 25, teachers: 8, students: 150, videos: 45 } as const;

/** Addresses and names, the same in every language (not catalogue text). */
const CONTACT_EMAIL = 'info@sinfxona.uz';
const DEVELOPER_EMAIL = 'dev@sinfxona.uz';
const TELEGRAM = { name: 'Telegram', handle: '@sinfxona', url: 'https://t.me/sinfxona' } as const;

export default function LandingPage() {
  const { t } = useTranslation();
  const stats = [
    { value: LANDING_STATS.lessons, label: t('landing.statLessons') },
    { value: LANDING_STATS.teachers, label: t('landing.statTeachers') },
    { value: LANDING_STATS.students, label: t('landing.statStudents') },
    { value: LANDING_STATS.videos, label: t('landing.statVideos') },
  ];
  return (
    <Box>
      <SkipLink />
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" h={64} wrap="nowrap">
            <Text fw={800} fz={22} c="indigo.7">
              {t('app.name')}
            </Text>
            <Group gap="lg" visibleFrom="sm" component="nav">
              <Anchor href="#features" c="dark">
                {t('landing.featuresTitle')}
              </Anchor>
              <Anchor href="#about" c="dark">
                {t('landing.aboutTitle')}
              </Anchor>
              <Anchor href="#contact" c="dark">
                {t('landing.contactTitle')}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <Button component={Link} to={paths.login.getHref()} variant="subtle" visibleFrom="xs">
                {t('landing.login')}
              </Button>
            </Group>
          </Group>
        </Container>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <section className={classes.hero}>
          <Container size="lg" py={72}>
            <Stack maw={720} gap="lg">
              <Title order={1} className={classes.heroTitle}>
                {t('landing.heroTitle')}
              </Title>
              <Text size="lg" c="dark.3">
                {t('landing.heroText')}
              </Text>
              <Group>
                <Button component={Link} to={paths.register.getHref()} size="md">
                  {t('landing.register')}
                </Button>
                <Button component={Link} to={paths.login.getHref()} size="md" variant="default">
                  {t('landing.login')}
                </Button>
              </Group>
            </Stack>
          </Container>
        </section>

        <section id="features">
          <Container size="lg" py={64}>
            <Title order={2} ta="center">
              {t('landing.featuresTitle')}
            </Title>
            <Text c="dimmed" ta="center" mt="xs" mb="xl">
              {t('landing.featuresText')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {FEATURES.map(({ icon: Icon, key }) => (
                <Paper key={key} withBorder radius="lg" p="lg">
                  <ThemeIcon size={44} radius="md" variant="light" color="indigo">
                    <Icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4" mt="md">
                    {t(`landing.${key}Title`)}
                  </Title>
                  <Text c="dimmed" mt={6}>
                    {t(`landing.${key}Text`)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <section id="about" className={classes.about}>
          <Container size="lg" py={64}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
              <Stack>
                <Title order={2}>{t('landing.aboutTitle')}</Title>
                <Text size="lg">{t('landing.aboutText')}</Text>
              </Stack>
              <SimpleGrid cols={2} spacing="md">
                {stats.map((stat) => (
                  <Paper key={stat.label} radius="lg" p="lg" shadow="xs">
                    <Text fz={40} fw={800} c="indigo.7" lh={1}>
                      {stat.value}
                    </Text>
                    <Text c="dimmed" mt={6}>
                      {stat.label}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </SimpleGrid>
          </Container>
        </section>

        <section id="contact">
          <Container size="lg" py={64}>
            <Title order={2}>{t('landing.contactTitle')}</Title>
            <Text c="dimmed" mt="xs" mb="lg">
              {t('landing.contactText')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Paper withBorder radius="lg" p="lg">
                <Group gap="sm">
                  <IconMail size={20} />
                  <Text fw={600}>{t('landing.contactEmail')}</Text>
                </Group>
                <Anchor href={`mailto:${CONTACT_EMAIL}`} mt={6} display="block">
                  {CONTACT_EMAIL}
                </Anchor>
              </Paper>
              <Paper withBorder radius="lg" p="lg">
                <Group gap="sm">
                  <IconUser size={20} />
                  <Text fw={600}>{t('landing.contactDeveloper')}</Text>
                </Group>
                <Text mt={6}>{t('landing.developerName')}</Text>
                <Anchor href={`mailto:${DEVELOPER_EMAIL}`} size="sm">
                  {DEVELOPER_EMAIL}
                </Anchor>
              </Paper>
              <Paper withBorder radius="lg" p="lg">
                <Group gap="sm">
                  <IconBrandTelegram size={20} />
                  <Text fw={600}>{TELEGRAM.name}</Text>
                </Group>
                <Anchor href={TELEGRAM.url} mt={6} display="block" target="_blank" rel="noreferrer">
                  {TELEGRAM.handle}
                </Anchor>
              </Paper>
            </SimpleGrid>
          </Container>
        </section>
      </main>

      <footer className={classes.footer}>
        <Container size="lg" py="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {t('app.name')}. {t('landing.rights')}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to={paths.login.getHref()} size="sm">
                {t('landing.login')}
              </Anchor>
              <Anchor component={Link} to={paths.register.getHref()} size="sm">
                {t('landing.register')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </footer>
    </Box>
  );
}
