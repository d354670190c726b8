import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { paths } from '@/shared/config/paths';
import { ArchiveToggle } from './archive-toggle';
import { ClassFigures, teachersLine } from './class-card';
import { ClassFormModal } from './class-form-modal';
import { JoinCode } from './join-code';

/** The top of a class's page: name, subject, figures, teachers, join code, edit and archive; `actions` adds more. */
export function ClassHeader({ schoolClass, actions }: { schoolClass: SchoolClass; actions?: ReactNode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={paths.teacher.classes.getHref()} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('classes.backToClasses')}
        </Group>
      </Anchor>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="class-title">
                {schoolClass.name}
              </Title>
              {schoolClass.archived && (
                <Badge color="gray" variant="light">
                  {t('classes.archivedBadge')}
                </Badge>
              )}
            </Group>
            {schoolClass.subject && <Text c="dimmed">{schoolClass.subject}</Text>}
            <ClassFigures schoolClass={schoolClass} />
            <Text size="sm" c="dimmed">
              {teachersLine(schoolClass, t)}
            </Text>
          </Stack>
          {!schoolClass.archived && <JoinCode schoolClass={schoolClass} />}
        </Group>
        <Group gap="xs" mt="md" wrap="wrap">
          {!schoolClass.archived && (
            <Button variant="default" size="xs" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
          )}
          <ArchiveToggle schoolClass={schoolClass} variant="button" />
          {actions}
        </Group>
      </Card>
      {schoolClass.archived && (
        <Alert color="gray" icon={<IconArchive size={18} />}>
          {t('classes.archivedNotice')}
        </Alert>
      )}
      <ClassFormModal opened={editing} schoolClass={schoolClass} onClose={() => setEditing(false)} />
    </Stack>
  );
}
