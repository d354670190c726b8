import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pagedItems } from '@/shared/api/pages';
import { useClassScope } from '@/shared/classes/class-scope';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { ShowMore } from '@/shared/ui/show-more';
import { useMySubmissionPages } from '@/features/submissions/api/get-my-submissions';
import { SubmissionGrid } from '@/features/submissions/components/submission-grid';

/** The student's own work, newest first, page by page, with how much there is in all. */
export default function MySubmissionsPage() {
  const { t } = useTranslation();
  const submissions = useMySubmissionPages(useClassScope());
  return (
    <QueryView query={submissions} errorMessage={t('submissions.loadFailed')}>
      {({ pages }) => {
        const { items: list, total } = pagedItems(pages, (page) => page.submissions);
        return (
          <Stack>
            <Text c="dimmed">{t('submissions.count', { count: total })}</Text>
            {list.length === 0 ? (
              <EmptyState message={t('submissions.empty')} />
            ) : (
              <SubmissionGrid submissions={list} />
            )}
            <ShowMore pages={submissions} summary={t('submissions.shownOfTotal', { shown: list.length, total })} />
          </Stack>
        );
      }}
    </QueryView>
  );
}
