import { Button, Checkbox, Group, Table } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterEntry } from '@sinfxona/domain/schemas/marks';
import '@/shared/i18n/grading-texts';

/** The bulk bar and its date picker load the first time a student is selected. */
const RosterBulkBar = lazy(() => import('./roster-bulk-bar'));

/** The students chosen on a task's roster. */
export function useRosterSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    has: (id: string) => selected.has(id),
    toggle: (id: string) =>
      setSelected((before) => {
        const next = new Set(before);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    set: (ids: string[]) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
  };
}
export type RosterSelection = ReturnType<typeof useRosterSelection>;

/** The header cell: every shown student at once. */
export function SelectAllCell({ entries, selection }: { entries: RosterEntry[]; selection: RosterSelection }) {
  const { t } = useTranslation();
  const chosen = entries.filter((entry) => selection.has(entry.student._id)).length;
  return (
    <Table.Th w={36}>
      <Checkbox
        aria-label={t('late.bulk.selectAll')}
        checked={entries.length > 0 && chosen === entries.length}
        indeterminate={chosen > 0 && chosen < entries.length}
        onChange={() => selection.set(chosen === entries.length ? [] : entries.map((entry) => entry.student._id))}
      />
    </Table.Th>
  );
}

/** A row's checkbox. */
export function SelectCell({ entry, selection }: { entry: RosterEntry; selection: RosterSelection }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Checkbox
        aria-label={t('late.bulk.select', { name: entry.student.fullName })}
        checked={selection.has(entry.student._id)}
        onChange={() => selection.toggle(entry.student._id)}
        data-testid="roster-select"
      />
    </Table.Td>
  );
}

/** "Select all", "Select all missing", and the bulk bar once someone is chosen. */
export function SelectionTools({
  taskId,
  deadline,
  entries,
  selection,
}: {
  taskId: string;
  deadline?: string;
  entries: RosterEntry[];
  selection: RosterSelection;
}) {
  const { t } = useTranslation();
  const missing = entries.filter((entry) => entry.status === 'missing').map((entry) => entry.student._id);
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="default" onClick={() => selection.set(entries.map((entry) => entry.student._id))}>
          {t('late.bulk.selectAll')}
        </Button>
        <Button size="xs" variant="default" onClick={() => selection.set(missing)} disabled={missing.length === 0}>
          {t('late.bulk.selectMissing')}
        </Button>
      </Group>
      {selection.selected.size > 0 && (
        <Suspense fallback={null}>
          <RosterBulkBar
            taskId={taskId}
            deadline={deadline}
            studentIds={[...selection.selected]}
            onClear={selection.clear}
          />
        </Suspense>
      )}
    </>
  );
}
