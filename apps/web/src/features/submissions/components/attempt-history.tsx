import { Anchor, Badge, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { QueryView } from '@/shared/ui/states';
import { useAttempts } from '@/features/submissions/api/get-attempts';

/** Every attempt at a task, oldest first: its file, text, time, lateness, and what the teacher said. */
export function AttemptHistory({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  // A first attempt has no history worth a request.
  const attempts = useAttempts(submission._id, { enabled: submission.attempt > 1 });
  if (submission.attempt <= 1) return null;
  return (
    <Stack gap="xs" data-testid="attempt-history">
      <Title order={3} size="h5">
        {t('workflow.attempts')}
      </Title>
      <QueryView query={attempts} errorMessage={t('workflow.attemptsFailed')}>
        {(list) => (
          <Timeline active={list.length - 1} bulletSize={18} lineWidth={2}>
            {list.map((attempt) => (
              <Timeline.Item key={attempt._id} title={t('workflow.attemptN', { n: attempt.attempt })}>
                <AttemptDetail attempt={attempt} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </QueryView>
    </Stack>
  );
}

function AttemptDetail({ attempt }: { attempt: Submission }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {formatDateTime(attempt.submittedAt)}
        </Text>
        {attempt.isLate && (
          <Badge color="orange" size="xs" variant="light">
            {t('status.late')}
          </Badge>
        )}
        {attempt.status === 'returned' && (
          <Badge color="orange" size="xs" variant="outline">
            {t('status.returned')}
          </Badge>
        )}
        {attempt.isGraded && attempt.score !== null && (
          <MarkBadge score={attempt.score} mark={attempt.mark} size="sm" />
        )}
      </Group>
      <Anchor href={attempt.fileUrl} target="_blank" rel="noreferrer" size="sm">
        {attempt.fileName}
      </Anchor>
      {attempt.textResponse && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {attempt.textResponse}
        </Text>
      )}
      {attempt.feedback && (
        <Text size="sm">
          <b>{t('submissions.feedback')}:</b> {attempt.feedback}
        </Text>
      )}
    </Stack>
  );
}
