import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pagedItems } from '@/shared/api/pages';
import { QueryView } from '@/shared/ui/states';
import { ShowMore } from '@/shared/ui/show-more';
import { useMySubmissionPages } from '@/features/submissions/api/get-my-submissions';
import { SubmissionGrid } from './submission-grid';

export type SubmissionFilter = 'all' | 'graded' | 'pending';

/** The student's own work for a filter, as the panel reads it (the tasks screen's Refresh reads the same). */
export const useSubmittedWork = (classId: string | undefined, filter: SubmissionFilter) =>
  useMySubmissionPages(classId, filter === 'all' ? undefined : filter);

/**
 * The student's submissions, filtered by all, graded or pending (SPEC §2 "Topshirilgan Vazifalar")
 * by the server, as they see them, newest first and page by page.
 */
export function SubmittedWorkPanel({
  classId,
  filter,
  onFilterChange,
}: {
  /** The switcher's class, or all the student's classes. */
  classId?: string;
  filter: SubmissionFilter;
  onFilterChange: (filter: SubmissionFilter) => void;
}) {
  const { t } = useTranslation();
  const submissions = useSubmittedWork(classId, filter);
  const { items: mine, total } = pagedItems(submissions.data?.pages, (page) => page.submissions);
  return (
    <Stack>
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => onFilterChange(value as SubmissionFilter)}
        aria-label={t('submissions.filter')}
        data={[
          { value: 'all', label: t('common.all') },
          { value: 'graded', label: t('submissions.filterGraded') },
          { value: 'pending', label: t('submissions.filterPending') },
        ]}
      />
      <QueryView
        query={submissions}
        errorMessage={t('submissions.loadFailed')}
        empty={mine.length === 0}
        emptyMessage={t('submissions.empty')}
      >
        <SubmissionGrid submissions={mine} />
        <ShowMore pages={submissions} summary={t('submissions.shownOfTotal', { shown: mine.length, total })} />
      </QueryView>
    </Stack>
  );
}
