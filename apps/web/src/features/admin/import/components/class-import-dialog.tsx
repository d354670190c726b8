import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import { LoadingState } from '@/shared/ui/states';
import '@/shared/i18n/admin-texts';

// The import (file picker, tables) is its own chunk, fetched when a teacher first opens the dialog.
const RosterImport = lazy(() => import('./roster-import').then((module) => ({ default: module.RosterImport })));

/**
 * A teacher's import into one class they teach (POST /api/classes/:id/import): the admin's screen
 * without the class column. Closing it ends the import's view, the one-time passwords with it.
 */
export function ClassImportDialog({
  classId,
  className,
  opened,
  onClose,
}: {
  classId: string;
  className: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('admin.import.classDialogTitle', { name: className })}
      size="xl"
      centered
    >
      {opened && (
        <Suspense fallback={<LoadingState />}>
          <RosterImport target={{ kind: 'class', classId }} />
        </Suspense>
      )}
    </Dialog>
  );
}

/** The class page's "Import the roster from a file" button and its dialog. */
export function ClassImportButton({ classId, className }: { classId: string; className: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={16} />}
        onClick={() => setOpened(true)}
        mt={{ base: 0, xs: 25 }}
      >
        {t('admin.import.openForClass')}
      </Button>
      <ClassImportDialog classId={classId} className={className} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
