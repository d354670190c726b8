import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { markColor } from '@sinfxona/domain/rules/marks';
import { useGradeScale } from '@/shared/school/get-school';
import { ScoreBadge } from './score-badge';

type Size = 'sm' | 'md' | 'lg';

/**
 * A score with the mark (baho) it earned, "87 · 5" (docs/architecture.md §4 "Marks and terms"),
 * coloured by the mark on the school's scale, with the mark's word beside the colour (not by colour
 * alone) and the whole read out in words. Without a score, the mark alone (a report card's line);
 * without a mark (an answer from before marks), the score in its own colour.
 */
export function MarkBadge({ score, mark, size = 'md' }: { score?: number | null; mark: number | null; size?: Size }) {
  const { t } = useTranslation();
  const scale = useGradeScale();
  if (mark === null) return score === null || score === undefined ? null : <ScoreBadge score={score} size={size} />;
  const color = markColor(mark, scale);
  const hasScore = score !== null && score !== undefined;
  return (
    <Group gap={6} wrap="wrap" style={{ flexShrink: 0 }} data-testid="mark-badge">
      <Badge
        color={color}
        size={size}
        variant="filled"
        data-color={color}
        data-mark={mark}
        aria-hidden
        style={{ flexShrink: 0, overflow: 'visible' }}
      >
        {hasScore ? t('marks.scoreWithMark', { score, mark }) : mark}
      </Badge>
      <VisuallyHidden>
        {hasScore ? t('marks.scoreWithMarkSpoken', { score, mark }) : t('marks.markSpoken', { mark })}
      </VisuallyHidden>
      <Text span size={size === 'lg' ? 'sm' : 'xs'} fw={600} data-mark-level={color}>
        {t(`marks.words.${color}`)}
      </Text>
    </Group>
  );
}
