import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import '@/shared/i18n/grading-texts';

/**
 * A late graded work's three numbers, apart: "Raw 90 · −18 late (2 days) · Final 72 · 4"; and,
 * for its teachers, a grade held back from the student. Nothing for work without either.
 */
export function GradeBreakdown({
  submission,
}: {
  submission: Pick<Submission, 'rawScore' | 'latePenalty' | 'daysLate' | 'score' | 'mark' | 'held'>;
}) {
  const { t } = useTranslation();
  const penalised =
    typeof submission.latePenalty === 'number' &&
    typeof submission.rawScore === 'number' &&
    typeof submission.score === 'number';
  const held = submission.held === true;
  if (!penalised && !held) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="grade-breakdown">
      {penalised && (
        <Text size="xs" c="dimmed">
          {[
            t('late.breakdown.raw', { score: submission.rawScore }),
            submission.daysLate === 1
              ? t('late.breakdown.penaltyOneDay', { points: submission.latePenalty })
              : t('late.breakdown.penaltyDays', { points: submission.latePenalty, count: submission.daysLate }),
            t('late.breakdown.final', { score: submission.score, mark: submission.mark ?? '—' }),
          ].join(' · ')}
        </Text>
      )}
      {held && (
        <Tooltip label={t('late.breakdown.heldHint')} withArrow>
          <Badge color="gray" variant="outline" size="sm" data-held>
            {t('late.breakdown.held')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
