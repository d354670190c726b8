import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/states';
import '@/shared/i18n/offline-texts';

/** A screen opened without a connection that was never read with one: nothing of it is kept. */
export default function NothingKeptText() {
  const { t } = useTranslation();
  return <EmptyState message={t('offline.nothingKept')} />;
}
