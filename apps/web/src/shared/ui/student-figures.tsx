import { Group, Progress, Table, Text } from '@mantine/core';
import { MarkBadge } from './mark-badge';

/** A student's average score with its mark in a roster or directory row; a dash before anything was graded. */
export function AverageScoreCell({
  score,
  mark,
  submissions,
}: {
  score: number;
  mark: number | null;
  submissions: number;
}) {
  return (
    <Table.Td>
      {submissions > 0 && mark !== null ? (
        <MarkBadge score={score} mark={mark} size="sm" />
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
