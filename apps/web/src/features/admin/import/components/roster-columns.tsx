import { Anchor, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadSampleRoster, FORMAT_NAMES, ROSTER_COLUMNS } from '@/features/admin/import/api/sample-roster';

/** What the file must hold, column by column, and a sample file to start from. */
export function RosterColumns({ withClass }: { withClass: boolean }) {
  const { t } = useTranslation();
  const columns = [
    [ROSTER_COLUMNS.fullName, t('admin.import.columnName')],
    ...(withClass ? [[ROSTER_COLUMNS.class, t('admin.import.columnClass')]] : []),
    [ROSTER_COLUMNS.username, t('admin.import.columnUsername')],
    [ROSTER_COLUMNS.email, t('admin.import.columnEmail')],
  ] as const;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="roster-columns-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="roster-columns-title">
          {t('admin.import.columnsTitle')}
        </Title>
        <Text size="sm">{t('admin.import.columnsIntro', FORMAT_NAMES)}</Text>
        <List size="sm" spacing={4}>
          {columns.map(([column, meaning]) => (
            <List.Item key={column}>
              <Code>{column}</Code> — {meaning}
            </List.Item>
          ))}
        </List>
        <div>
          {/* A link-like button that wraps on a narrow dialog rather than running off its edge. */}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            onClick={() => downloadSampleRoster(withClass)}
          >
            <Group component="span" gap={6} wrap="nowrap" align="flex-start">
              <IconDownload size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              {t('admin.import.sample')}
            </Group>
          </Anchor>
        </div>
      </Stack>
    </Paper>
  );
}
