import { Alert, Badge, Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { downloadLoginCards, type ImportTarget, type RosterImport } from '@/features/admin/import/api/import-roster';
import { ImportRowsTable } from './import-rows-table';

/**
 * A committed import: the pupils created with their one-time passwords (this answer is the only
 * place they are ever shown), the login cards to download while the server keeps them (24 hours).
 */
export function ImportResult({
  target,
  result,
  onAnother,
}: {
  target: ImportTarget;
  result: RosterImport;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  // Only an admin may make parent codes for any pupil (a teacher's class import prints none).
  const [guardianCodes, setGuardianCodes] = useState(false);
  const created = result.rows.filter((row) => row.status === 'create');
  const existing = result.rows.length - created.length;

  const downloadCards = async () => {
    setDownloading(true);
    try {
      await downloadLoginCards(target, result._id, guardianCodes && target.kind === 'school');
    } catch (error) {
      toast(errorMessage(error, t('admin.import.cardsFailed')), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby="import-result-title" gap="sm" data-testid="import-result">
      <Title order={2} size="h5" id="import-result-title">
        {t('admin.import.resultTitle')}
      </Title>
      <Group gap="xs">
        <Badge color="green" variant="light" size="lg">
          {t('admin.import.resultCreated', { count: created.length })}
        </Badge>
        <Badge color="gray" variant="light" size="lg">
          {t('admin.import.resultExisting', { count: existing })}
        </Badge>
      </Group>
      {created.length > 0 && (
        <>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
            {t('admin.import.passwordsOnce')}
          </Alert>
          <Group gap="sm">
            <Button leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => void downloadCards()}>
              {t('admin.import.cards')}
            </Button>
            {target.kind === 'school' && (
              <Checkbox
                label={t('admin.import.guardianCodes')}
                description={t('admin.import.guardianCodesHint')}
                checked={guardianCodes}
                onChange={(event) => setGuardianCodes(event.currentTarget.checked)}
              />
            )}
          </Group>
          <ImportRowsTable rows={created} label={t('admin.import.createdLabel')} committed />
        </>
      )}
      <Group>
        <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onAnother}>
          {t('admin.import.another')}
        </Button>
      </Group>
    </Stack>
  );
}
