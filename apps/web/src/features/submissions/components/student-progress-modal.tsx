import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { useStudentProgress } from '@/features/submissions/api/get-student-progress';
import { ProgressPanel } from './progress-panel';
import { SubmissionGrid } from './submission-grid';
import { Dialog } from '@/shared/ui/dialog';

/** One student's progress and submissions, for the teacher. */
export function StudentProgressModal({ studentId, onClose }: { studentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useStudentProgress(studentId);
  return (
    <Dialog
      opened={studentId !== null}
      onClose={onClose}
      title={detail.data?.user.fullName ?? t('common.loading')}
      size="xl"
      centered
    >
      <QueryView query={detail} errorMessage={t('students.progressFailed')}>
        {({ user, progress, submissions }) => (
          <Stack>
            <Text c="dimmed" size="sm">
              {user.email}
            </Text>
            <ProgressPanel progress={progress} title={t('students.progressTitle')} />
            {submissions.length === 0 ? (
              <EmptyState message={t('submissions.empty')} />
            ) : (
              <SubmissionGrid submissions={submissions} />
            )}
          </Stack>
        )}
      </QueryView>
    </Dialog>
  );
}
