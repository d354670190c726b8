import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RubricResult } from '@sinfxona/domain/rules/rubric';
import '@/shared/i18n/grading-texts';

/** How the rubric graded the work: each criterion's level, points and the teacher's comment, and the total. */
export function RubricResultView({ result }: { result: RubricResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="rubric-result">
      <Text size="sm" fw={600}>
        {t('rubrics.result')}
      </Text>
      {result.criteria.map((row) => (
        <Box key={row.criterionId}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ minWidth: 0 }}>
              <b>{row.title}</b> — {row.levelTitle}
            </Text>
            <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
              {row.points} / {row.maxPoints}
            </Text>
          </Group>
          <Progress value={row.maxPoints > 0 ? (row.points / row.maxPoints) * 100 : 0} size="xs" mt={2} aria-hidden />
          {row.comment && (
            <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
              {row.comment}
            </Text>
          )}
        </Box>
      ))}
      <Text size="sm" fw={700} ta="right">
        {t('rubrics.resultTotal', { points: result.points, max: result.maxPoints })}
      </Text>
    </Stack>
  );
}
