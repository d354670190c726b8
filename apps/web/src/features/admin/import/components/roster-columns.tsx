import { Button, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
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
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadSampleRoster(withClass)}
          >
            {t('admin.import.sample')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
