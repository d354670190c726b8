import { Badge, Card, Group, ScrollArea, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { RosterEntry } from '@sinfxona/domain/schemas/marks';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { useTaskRoster } from '@/features/marks/api/get-task-roster';
import { GradeBreakdown } from '@/shared/late/grade-breakdown';
import {
  SelectAllCell,
  SelectCell,
  SelectionTools,
  useRosterSelection,
  type RosterSelection,
} from '@/shared/late/roster-selection';
import { ExcuseButton } from './excuse-button';
import { RosterFilterChips, type RosterFilter } from './roster-filter';
import { RosterStatusBadge } from './roster-status-badge';

/**
 * Every student of a task's class (docs/architecture.md §4 "Marks and terms"), handed in or not:
 * status, attempt, score with its mark, an extension and an excusal; filter chips by status with
 * counts. A missing pupil's row may be excused here; `rowActions` adds the page's own actions
 * (give more time) to a row with nothing handed in.
 */
export function TaskRoster({ taskId, rowActions }: { taskId: string; rowActions?: (entry: RosterEntry) => ReactNode }) {
  const { t } = useTranslation();
  const roster = useTaskRoster(taskId);
  const [filter, setFilter] = useState<RosterFilter>('all');
  const selection = useRosterSelection();

  return (
    <Card withBorder radius="md" padding="md" data-testid="task-roster">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('marks.roster.title')}
        </Title>
        <QueryView
          query={roster}
          errorMessage={t('marks.roster.loadFailed')}
          empty={roster.data?.length === 0}
          emptyMessage={t('marks.roster.empty')}
        >
          {(entries) => {
            const shown = filter === 'all' ? entries : entries.filter((entry) => entry.status === filter);
            return (
              <Stack gap="sm">
                <RosterFilterChips roster={entries} value={filter} onChange={setFilter} />
                <SelectionTools taskId={taskId} entries={entries} selection={selection} />
                {shown.length === 0 ? (
                  <EmptyState message={t('marks.roster.emptyFilter')} />
                ) : (
                  // Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable).
                  <ScrollArea viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('marks.roster.title') }}>
                    <Table striped miw={560}>
                      <Table.Thead>
                        <Table.Tr>
                          <SelectAllCell entries={shown} selection={selection} />
                          <Table.Th>{t('marks.roster.student')}</Table.Th>
                          <Table.Th>{t('marks.roster.status')}</Table.Th>
                          <Table.Th>{t('marks.roster.work')}</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {shown.map((entry) => (
                          <RosterRow
                            key={entry.student._id}
                            taskId={taskId}
                            entry={entry}
                            actions={rowActions}
                            selection={selection}
                          />
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollArea>
                )}
              </Stack>
            );
          }}
        </QueryView>
      </Stack>
    </Card>
  );
}

function RosterRow({
  taskId,
  entry,
  actions,
  selection,
}: {
  taskId: string;
  entry: RosterEntry;
  actions?: (entry: RosterEntry) => ReactNode;
  selection: RosterSelection;
}) {
  const { t } = useTranslation();
  const { submission } = entry;
  const nothingHandedIn = !submission;
  return (
    <Table.Tr data-testid="roster-row" data-status={entry.status}>
      <SelectCell entry={entry} selection={selection} />
      <Table.Td>
        <Text size="sm" fw={500}>
          {entry.student.fullName}
        </Text>
        {entry.extension && (
          <Text size="xs" c="dimmed">
            {t('marks.roster.extendedUntil', { date: formatDateTime(entry.extension.deadline) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          <RosterStatusBadge status={entry.status} />
          {entry.attempt > 1 && (
            <Badge color="gray" variant="outline" size="sm">
              {t('marks.roster.attemptN', { n: entry.attempt })}
            </Badge>
          )}
          {entry.excused && (
            <Tooltip label={t('marks.roster.excusedBy', { name: entry.excused.excusedBy.fullName })} withArrow>
              <Badge color="teal" variant="outline" size="sm" data-excused>
                {t('marks.roster.excused')}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {submission?.isGraded && submission.score !== null ? (
          <Stack gap={2}>
            <MarkBadge score={submission.score} mark={submission.mark} size="sm" />
            <GradeBreakdown submission={submission} />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {submission ? formatDateTime(submission.submittedAt) : '—'}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          {nothingHandedIn && actions?.(entry)}
          {nothingHandedIn && (entry.status === 'missing' || entry.excused) && (
            <ExcuseButton taskId={taskId} entry={entry} />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
