import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import '@/shared/i18n/outbox-texts';

/**
 * Asked before logging out while hand-ins wait for the network: logging out deletes them from the
 * device (nothing of a pupil's work stays behind on a shared phone), so they would never be sent.
 */
export default function LogoutWarning({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened
      title={t('outbox.logoutTitle')}
      confirmLabel={t('outbox.logoutConfirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('outbox.logoutBody', { count })}
    </ConfirmModal>
  );
}
