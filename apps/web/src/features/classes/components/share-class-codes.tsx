import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { paths } from '@/shared/config/paths';
import { JoinCode } from './join-code';

/**
 * A new class's first step, on the dashboard of a teacher with no task yet: each class with its
 * join code and a hint to share it, so the class just created is not out of sight.
 */
export function ShareClassCodes({ classes }: { classes: SchoolClass[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="share-class-codes">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconShare size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('classes.shareTitle', { count: classes.length })}
          </Title>
        </Group>
        <Text size="sm">{t('classes.shareHint')}</Text>
        {classes.map((schoolClass) => (
          <Card key={schoolClass._id} withBorder radius="sm" padding="sm" data-testid="share-class">
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Anchor component={Link} to={paths.teacher.class.getHref(schoolClass._id)} fw={600}>
                  {schoolClass.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('classes.studentCount', { count: schoolClass.studentCount })}
                </Text>
              </Stack>
              <JoinCode schoolClass={schoolClass} />
            </Group>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
