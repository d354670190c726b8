import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scoreColor } from '@sinfxona/domain/rules/score-color';

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
