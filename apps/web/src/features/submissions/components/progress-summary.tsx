import { useTranslation } from 'react-i18next';
import { QueryView } from '@/shared/ui/states';
import { useProgress } from '@/features/submissions/api/get-progress';
import { ProgressPanel } from './progress-panel';

/** The signed-in student's progress panel, loaded on its own (the profile's summary). */
export function ProgressSummary() {
  const { t } = useTranslation();
  const progress = useProgress();
  return (
    <QueryView query={progress} errorMessage={t('dashboard.progressFailed')}>
      {(data) => <ProgressPanel progress={data} />}
    </QueryView>
  );
}
