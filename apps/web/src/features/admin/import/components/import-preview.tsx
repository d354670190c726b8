import { Alert, Badge, Group, Stack, Switch, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterImport } from '@/features/admin/import/api/import-roster';
import { ImportRowsTable } from './import-rows-table';

/** The dry run's answer: the counts on top, what to do next, and every row with its fate. */
export function ImportPreview({ result }: { result: RosterImport }) {
  const { t } = useTranslation();
  const [errorsOnly, setErrorsOnly] = useState(false);
  const toCreate = result.rows.filter((row) => row.status === 'create').length;
  const existing = result.rows.filter((row) => row.status === 'exists').length;
  const rows = errorsOnly ? result.rows.filter((row) => row.status === 'error') : result.rows;
  const verdict =
    result.errors > 0
      ? { color: 'red', icon: IconAlertTriangle, text: t('admin.import.fixErrors') }
      : result.rows.length === 0
        ? { color: 'yellow', icon: IconInfoCircle, text: t('admin.import.noRows') }
        : toCreate === 0
          ? { color: 'blue', icon: IconInfoCircle, text: t('admin.import.nothingToCreate') }
          : { color: 'green', icon: IconCircleCheck, text: t('admin.import.clean') };
  return (
    <Stack component="section" aria-labelledby="import-preview-title" gap="sm" data-testid="import-preview">
      <Title order={2} size="h5" id="import-preview-title">
        {t('admin.import.previewTitle')}
      </Title>
      <Group gap="xs" data-testid="import-counts">
        <Badge color="green" variant="light" size="lg">
          {t('admin.import.countCreate', { count: toCreate })}
        </Badge>
        <Badge color="gray" variant="light" size="lg">
          {t('admin.import.countExists', { count: existing })}
        </Badge>
        <Badge color="red" variant={result.errors > 0 ? 'filled' : 'light'} size="lg">
          {t('admin.import.countErrors', { count: result.errors })}
        </Badge>
      </Group>
      <Alert color={verdict.color} icon={<verdict.icon size={18} />} role={result.errors > 0 ? 'alert' : 'status'}>
        {verdict.text}
      </Alert>
      {result.errors > 0 && result.errors < result.rows.length && (
        <Switch
          label={t('admin.import.errorsOnly')}
          checked={errorsOnly}
          onChange={(event) => setErrorsOnly(event.currentTarget.checked)}
        />
      )}
      {rows.length > 0 && <ImportRowsTable rows={rows} label={t('admin.import.rowsLabel')} />}
    </Stack>
  );
}
