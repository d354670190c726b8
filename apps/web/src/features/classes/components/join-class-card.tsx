import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { JoinClassForm } from './join-class-form';

/**
 * The student's call to join a class: on every screen while they have none (`first`), and on their
 * classes page for one more.
 */
export function JoinClassCard({ first, onJoined }: { first: boolean; onJoined?: (joined: SchoolClass) => void }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding={first ? 'xl' : 'lg'}
      maw={first ? 620 : undefined}
      mx={first ? 'auto' : undefined}
      mt={first ? 'md' : undefined}
      data-testid={first ? 'no-class' : 'join-class'}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={first ? 48 : 40} radius="xl" variant="light" style={{ flexShrink: 0 }}>
            <IconSchool size={first ? 26 : 22} />
          </ThemeIcon>
          <div>
            <Title order={2} size={first ? 'h3' : 'h4'}>
              {first ? t('classes.joinTitle') : t('classes.joinAnother')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('classes.joinText')}
            </Text>
          </div>
        </Group>
        <JoinClassForm onJoined={onJoined} />
      </Stack>
    </Card>
  );
}
