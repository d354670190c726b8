import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStudentProgress } from '@/shared/api/users';
import { ProgressPanel } from '@/shared/ui/progress-panel';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { SubmissionCard } from '@/shared/ui/submission-card';

/** One student's progress and submissions, for the teacher. */
export function StudentProgressModal({ studentId, onClose }: { studentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useStudentProgress(studentId);
  return (
    <Modal opened={studentId !== null} onClose={onClose} title={detail.data?.user.fullName ?? t('common.loading')} size="xl" centered>
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState message={t('students.progressFailed')} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack>
          <Text c="dimmed" size="sm">{detail.data.user.email}</Text>
          <ProgressPanel progress={detail.data.progress} title={t('students.progressTitle')} />
          {detail.data.submissions.length === 0 ? (
            <EmptyState message={t('submissions.empty')} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>{detail.data.submissions.map((s) => <SubmissionCard key={s._id} submission={s} />)}</SimpleGrid>
          )}
        </Stack>
      )}
    </Modal>
  );
}
