import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { toast } from '@/shared/ui/toast';
import { useUpdateClass } from '@/features/classes/api/update-class';

/**
 * Archives a class after a confirm (it becomes read-only and leaves the lists), or restores an
 * archived one straight away. `icon` is the card's compact form; `button` has a text.
 */
export function ArchiveToggle({ schoolClass, variant }: { schoolClass: SchoolClass; variant: 'icon' | 'button' }) {
  const { t } = useTranslation();
  const update = useUpdateClass();
  const [confirming, setConfirming] = useState(false);

  const setArchived = async (archived: boolean) => {
    try {
      await update.mutateAsync({ id: schoolClass._id, input: { archived } });
      toast(archived ? t('classes.archivedToast') : t('classes.unarchivedToast'), { type: 'success' });
      setConfirming(false);
    } catch (error) {
      toast(errorMessage(error, t('classes.archiveFailed')), { type: 'error' });
    }
  };

  if (schoolClass.archived) {
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconArchiveOff size={16} />}
        loading={update.isPending}
        onClick={() => void setArchived(false)}
        aria-label={t('classes.unarchiveLabel', { name: schoolClass.name })}
      >
        {t('classes.unarchive')}
      </Button>
    );
  }

  const label = t('classes.archiveLabel', { name: schoolClass.name });
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip label={t('classes.archive')} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={() => setConfirming(true)}>
            <IconArchive size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArchive size={16} />}
          onClick={() => setConfirming(true)}
          aria-label={label}
        >
          {t('classes.archive')}
        </Button>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('classes.archiveTitle')}
        confirmLabel={t('classes.archive')}
        color="orange"
        loading={update.isPending}
        onConfirm={() => void setArchived(true)}
        onClose={() => setConfirming(false)}
      >
        {t('classes.archiveConfirm', { name: schoolClass.name })}
      </ConfirmModal>
    </>
  );
}
