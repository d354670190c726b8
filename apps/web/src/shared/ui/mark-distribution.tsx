import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { markColor } from '@sinfxona/domain/rules/marks';
import type { MarkDistribution } from '@sinfxona/domain/schemas/marks';
import { useGradeScale } from '@/shared/school/get-school';

/** How many graded pieces of work earned each mark, highest first: "5: 3 · 4: 1 · 3: 0 · 2: 0". */
export function MarkDistributionLine({ marks }: { marks: MarkDistribution }) {
  const { t } = useTranslation();
  const scale = useGradeScale();
  const entries = Object.entries(marks).sort(([a], [b]) => Number(b) - Number(a));
  if (entries.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="mark-distribution" aria-label={t('marks.distribution')} role="group">
      <Text size="xs" c="dimmed">
        {t('marks.distribution')}
      </Text>
      {entries.map(([mark, count]) => (
        <Badge key={mark} size="sm" variant="light" tt="none" color={markColor(Number(mark), scale)}>
          {t('marks.distributionItem', { mark, count })}
        </Badge>
      ))}
    </Group>
  );
}
