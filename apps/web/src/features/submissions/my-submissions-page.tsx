import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClassScope } from '@/shared/classes/class-scope';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { useMySubmissions } from '@/features/submissions/api/get-my-submissions';
import { SubmissionGrid } from '@/features/submissions/components/submission-grid';

export default function MySubmissionsPage() {
  const { t } = useTranslation();
  const submissions = useMySubmissions(useClassScope());
  return (
    <QueryView query={submissions} errorMessage={t('submissions.loadFailed')}>
      {({ submissions: list, pagination }) => (
        <Stack>
          <Text c="dimmed">{t('submissions.count', { count: pagination.total })}</Text>
          {list.length === 0 ? <EmptyState message={t('submissions.empty')} /> : <SubmissionGrid submissions={list} />}
        </Stack>
      )}
    </QueryView>
  );
}
