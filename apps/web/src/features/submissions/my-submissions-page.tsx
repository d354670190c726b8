import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMySubmissions } from '@/shared/api/submissions';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { SubmissionCard } from '@/shared/ui/submission-card';

export default function MySubmissionsPage() {
  const { t } = useTranslation();
  const submissions = useMySubmissions();
  if (submissions.isPending) return <LoadingState />;
  if (submissions.isError) return <ErrorState message={t('submissions.loadFailed')} onRetry={() => void submissions.refetch()} />;
  const list = submissions.data.submissions;
  return (
    <Stack>
      <Text c="dimmed">{t('submissions.count', { count: submissions.data.pagination.total })}</Text>
      {list.length === 0 ? (
        <EmptyState message={t('submissions.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>{list.map((s) => <SubmissionCard key={s._id} submission={s} />)}</SimpleGrid>
      )}
    </Stack>
  );
}
