import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { toast } from '@/shared/ui/toast';
import { useArchiveClass } from '@/features/admin/classes/api/class-changes';

/** Asks before archiving a class (or bringing it back), then does it; the school's figures follow. */
export function ArchiveDialog({ schoolClass, onClose }: { schoolClass: SchoolClass | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useArchiveClass();
  const archiving = !schoolClass?.archived;
  const name = schoolClass?.name ?? '';

  const run = async () => {
    if (!schoolClass) return;
    try {
      await update.mutateAsync({ classId: schoolClass._id, archived: archiving });
      toast(t(archiving ? 'admin.classes.archivedDone' : 'admin.classes.restoredDone', { name }), { type: 'success' });
      onClose();
    } catch (error) {
      toast(errorMessage(error, t('admin.classes.updateFailed')), { type: 'error' });
    }
  };

  return (
    <ConfirmModal
      opened={schoolClass !== null}
      title={archiving ? t('admin.classes.archiveTitle') : t('admin.classes.unarchiveTitle')}
      confirmLabel={archiving ? t('admin.classes.archiveAction') : t('admin.classes.unarchiveAction')}
      color={archiving ? 'orange' : 'teal'}
      loading={update.isPending}
      onConfirm={() => void run()}
      onClose={onClose}
    >
      {archiving ? t('admin.classes.archiveConfirm', { name }) : t('admin.classes.unarchiveConfirm', { name })}
    </ConfirmModal>
  );
}
