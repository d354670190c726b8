import { Anchor, Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClasses } from '@/shared/classes/get-classes';
import { paths } from '@/shared/config/paths';
import { ClassFormModal } from './class-form-modal';

/**
 * What a teacher with no active class sees instead of empty screens: one clear call to create the
 * first class (or, when all of theirs are archived, a way to the archive too).
 */
export function CreateFirstClass() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const archived = useClasses(true);
  const hasArchived = (archived.data?.length ?? 0) > 0;
  return (
    <Card withBorder radius="md" padding="xl" maw={620} mx="auto" mt="md" data-testid="no-class">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconSchool size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {hasArchived ? t('classes.allArchivedTitle') : t('classes.noClassTitle')}
        </Title>
        <Text c="dimmed">{hasArchived ? t('classes.allArchivedText') : t('classes.noClassText')}</Text>
        <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          {hasArchived ? t('classes.newClass') : t('classes.createFirstButton')}
        </Button>
        {hasArchived && (
          <Anchor component={Link} to={paths.teacher.classes.getHref({ archived: true })} size="sm">
            {t('classes.seeArchive')}
          </Anchor>
        )}
      </Stack>
      <ClassFormModal opened={creating} schoolClass={null} onClose={() => setCreating(false)} />
    </Card>
  );
}
