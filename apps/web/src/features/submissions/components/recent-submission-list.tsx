import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { MarkBadge } from '@/shared/ui/mark-badge';

/** The teacher dashboard's latest submissions: who, which task, when, and the grade if there is one. */
export function RecentSubmissionList({ submissions }: { submissions: Submission[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {submissions.map((row) => (
        <Group key={row._id} justify="space-between" wrap="nowrap" data-testid="recent-submission">
          <div style={{ minWidth: 0 }}>
            <Text fw={500} size="sm" truncate>
              {row.studentName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {row.taskTitle} · {row.className} · {formatDateTime(row.submittedAt)}
            </Text>
          </div>
          {row.isGraded && row.score !== null ? (
            <MarkBadge score={row.score} mark={row.mark} size="sm" />
          ) : (
            <Text size="xs" c="dimmed">
              {t('grading.notGraded')}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
