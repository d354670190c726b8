import { Alert, Button, FileInput, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconListCheck, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MAX_BYTES } from '@sinfxona/domain/constants';
import { errorMessage } from '@/shared/api/client';
import { FORMAT_NAMES } from '@/features/admin/import/api/sample-roster';
import { useImportRoster, type ImportTarget, type RosterImport } from '@/features/admin/import/api/import-roster';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';
import { RosterColumns } from './roster-columns';

/** What the picker offers: Excel workbooks and CSV (the server reads the bytes, whatever the name). */
const ROSTER_ACCEPT = '.xlsx,.csv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const ROSTER_EXTENSIONS = ['xlsx', 'csv', 'txt'];

/** The last dry run, with the file and setting it was made for: a commit is offered for exactly those. */
interface Checked {
  result: RosterImport;
  file: File;
  createClasses: boolean;
}

/** Refused before any upload: too big, or not a spreadsheet by its name. */
function earlyProblem(file: File): 'fileTooLarge' | 'rosterUnreadable' | null {
  if (file.size > FILE_MAX_BYTES) return 'fileTooLarge';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return ROSTER_EXTENSIONS.includes(extension) ? null : 'rosterUnreadable';
}

/**
 * Roster import (docs/architecture.md §4): choose a file, Check (a dry run that shows every row's
 * fate), then Import, offered only while that check had no errors and neither the file nor the
 * "create missing classes" setting has changed since; then the pupils' one-time passwords and
 * their login cards.
 */
export function RosterImport({ target }: { target: ImportTarget }) {
  const { t } = useTranslation();
  const hintId = useId();
  const forSchool = target.kind === 'school';
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [createClasses, setCreateClasses] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [committed, setCommitted] = useState<RosterImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useImportRoster();

  const choose = (picked: File | null) => {
    const problem = picked ? earlyProblem(picked) : null;
    setFileError(problem ? t(`msg.${problem}`) : null);
    setFile(problem ? null : picked);
    setFailure(null);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    try {
      const result = await send.mutateAsync({ target, file, dryRun, createClasses });
      // A commit that met an error row (the school changed since the check) created nobody: it is a new check.
      if (dryRun || result.errors > 0) setChecked({ result, file, createClasses });
      else setCommitted(result);
    } catch (error) {
      setFailure(errorMessage(error, t(dryRun ? 'admin.import.checkFailed' : 'admin.import.importFailed')));
    }
  };

  const reset = () => {
    setFile(null);
    setChecked(null);
    setCommitted(null);
    setFailure(null);
  };

  if (committed) return <ImportResult target={target} result={committed} onAnother={reset} />;

  const sameFile = checked !== null && checked.file === file;
  const current = sameFile && checked.createClasses === createClasses;
  const canImport =
    current && checked.result.errors === 0 && checked.result.rows.some((row) => row.status === 'create');
  const hint = !file ? null : !sameFile ? t('admin.import.needsCheck') : !current ? t('admin.import.staleCheck') : null;

  return (
    <Stack gap="md">
      <Text>{forSchool ? t('admin.import.intro') : t('admin.import.classIntro')}</Text>
      <RosterColumns withClass={forSchool} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <FileInput
            label={t('admin.import.file', FORMAT_NAMES)}
            placeholder={t('admin.import.filePlaceholder')}
            accept={ROSTER_ACCEPT}
            value={file}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            // The placeholder is text on the button, not an input's hint: the dimmed colour that passes 4.5:1.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            leftSection={<IconFileSpreadsheet size={18} />}
            error={fileError}
            w={{ base: '100%', sm: 420 }}
            data-testid="roster-file"
          />
          {forSchool && (
            <Switch
              label={t('admin.import.createClasses')}
              description={t('admin.import.createClassesHint')}
              checked={createClasses}
              onChange={(event) => setCreateClasses(event.currentTarget.checked)}
            />
          )}
          <Group gap="sm">
            <Button
              variant={canImport ? 'default' : 'filled'}
              leftSection={<IconListCheck size={16} />}
              disabled={!file}
              loading={send.isPending && send.variables?.dryRun}
              onClick={() => void run(true)}
            >
              {t('admin.import.check')}
            </Button>
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={!canImport}
              loading={send.isPending && send.variables?.dryRun === false}
              onClick={() => void run(false)}
              aria-describedby={hint ? hintId : undefined}
            >
              {t('admin.import.import')}
            </Button>
          </Group>
          {hint && (
            <Text size="sm" c="dimmed" id={hintId}>
              {hint}
            </Text>
          )}
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="import-failure">
              {failure}
            </Alert>
          )}
        </Stack>
      </Paper>
      {sameFile && <ImportPreview result={checked.result} />}
    </Stack>
  );
}
