import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scoreColor } from '@sinfxona/domain/rules/score-color';
import { TASK_BADGE_COLORS, taskBadge } from '@sinfxona/domain/rules/task-badge';

/** Graded, Submitted, Past Due or Pending, in SPEC §4 priority. */
export function TaskStatusBadge({ deadline, submission }: { deadline: string; submission: { isGraded: boolean } | null | undefined }) {
  const { t } = useTranslation();
  const status = taskBadge({ deadline, submission });
  return (
    <Badge color={TASK_BADGE_COLORS[status]} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** A score out of 100 in its SPEC §4 colour. */
export function ScoreBadge({ score, size = 'md' }: { score: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const color = scoreColor(score);
  return (
    <Badge color={color} size={size} variant="filled" data-color={color} style={{ flexShrink: 0 }}>
      {t('common.score100', { score })}
    </Badge>
  );
}
