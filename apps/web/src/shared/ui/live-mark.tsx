import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { markOf } from '@sinfxona/domain/rules/marks';
import { useGradeScale } from '@/shared/school/get-school';
import { MarkBadge } from './mark-badge';

/** A typed score as a number when it is one the grade form would accept (0–100), else null. */
export function typedScore(value: number | string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const score = Number(value);
  return Number.isFinite(score) && score >= 0 && score <= 100 ? score : null;
}

/**
 * The mark (baho) the score being typed earns on the school's scale, as the teacher types it
 * (docs/architecture.md §4 "Marks and terms"); read out politely when it changes. The server marks
 * the saved grade by the same rule (packages/domain rules/marks.ts).
 */
export function LiveMark({ value }: { value: number | string }) {
  const { t } = useTranslation();
  const scale = useGradeScale();
  const score = typedScore(value);
  return (
    <Group gap="xs" aria-live="polite" data-testid="live-mark" mih={26}>
      {score !== null && (
        <>
          <Text size="sm" c="dimmed">
            {t('marks.liveMark')}
          </Text>
          <MarkBadge score={score} mark={markOf(score, scale)} size="md" />
        </>
      )}
    </Group>
  );
}
