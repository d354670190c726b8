import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/shared/ui/states';
import { useMySubmissions } from '@/features/submissions/api/get-my-submissions';
import { SubmissionGrid } from './submission-grid';

export type SubmissionFilter = 'all' | 'graded' | 'pending';

/** The student's submissions, filtered by all, graded or pending (SPEC §2 "Topshirilgan Vazifalar"). */
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
  const submissions = useMySubmissions(classId);
  const mine = (submissions.data?.submissions ?? []).filter((s) =>
    filter === 'all' ? true : filter === 'graded' ? s.isGraded : s.status === 'submitted',
  );
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
      </QueryView>
    </Stack>
  );
}
