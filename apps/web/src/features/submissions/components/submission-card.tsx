import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '@sinfxona/domain/rules/format';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { ClassBadge } from '@/shared/classes/class-badge';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { RubricResultView } from '@/shared/rubrics/rubric-result';
import { GradeBreakdown } from '@/shared/late/grade-breakdown';

/** One submission: task, its class, time, file, text answer, status, score and feedback. */
export function SubmissionCard({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="submission-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{submission.taskTitle}</Text>
          {submission.status === 'returned' ? (
            <Badge color="orange" variant="outline">
              {t('status.returned')}
            </Badge>
          ) : submission.isGraded && submission.score !== null ? (
            <MarkBadge score={submission.score} mark={submission.mark} />
          ) : (
            <Badge color="blue" variant="light">
              {t('status.awaitingGrade')}
            </Badge>
          )}
        </Group>
        <ClassBadge name={submission.className} size="sm" w="fit-content" />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('submissions.submittedAt', { time: formatDateTime(submission.submittedAt) })}
          </Text>
          {submission.isLate && (
            <Badge color="orange" variant="light" size="sm">
              {t('status.late')}
            </Badge>
          )}
        </Group>
        <GradeBreakdown submission={submission} />
        <Anchor href={submission.fileUrl} target="_blank" rel="noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconFile size={14} />
            {submission.fileName} ({formatFileSize(submission.fileSize)})
          </Group>
        </Anchor>
        {submission.textResponse && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {submission.textResponse}
          </Text>
        )}
        {submission.isGraded && submission.rubricResult && <RubricResultView result={submission.rubricResult} />}
        {submission.feedback && (
          <Text size="sm" bg="gray.0" p="xs" style={{ borderRadius: 6 }}>
            <b>{t('submissions.feedback')}:</b> {submission.feedback}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
