import { Group, Progress, Table, Text } from '@mantine/core';
import { ScoreBadge } from './score-badge';

/** A student's average score in a roster or directory row; a dash before anything was handed in. */
export function AverageScoreCell({ score, submissions }: { score: number; submissions: number }) {
  return (
    <Table.Td>
      {submissions > 0 ? (
        <ScoreBadge score={score} size="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Table.Td>
  );
}

/** A student's completion rate as a bar and a percentage; `compact` hides the bar on phones. */
export function CompletionCell({ rate, compact = false }: { rate: number; compact?: boolean }) {
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        <Progress value={rate} w={compact ? 60 : 70} visibleFrom={compact ? 'sm' : undefined} aria-hidden />
        <Text size="sm">{rate}%</Text>
      </Group>
    </Table.Td>
  );
}
