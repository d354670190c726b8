import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scoreColor } from '@sinfxona/domain/rules/score-color';

/** A score out of 100 in its SPEC §4 colour, with the colour's meaning in words beside it (not by colour alone). */
export function ScoreBadge({ score, size = 'md' }: { score: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const color = scoreColor(score);
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge color={color} size={size} variant="filled" data-color={color}>
        {t('common.score100', { score })}
      </Badge>
      <Text span size={size === 'lg' ? 'sm' : 'xs'} fw={600} data-score-level={color}>
        {t(`a11y.scoreLevels.${color}`)}
      </Text>
    </Group>
  );
}
