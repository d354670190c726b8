import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROSTER_STATUSES, type RosterEntry, type RosterStatus } from '@sinfxona/domain/schemas/marks';

export type RosterFilter = RosterStatus | 'all';

/** How many students have each status. */
export function countByStatus(roster: RosterEntry[]): Record<RosterStatus, number> {
  const counts = Object.fromEntries(ROSTER_STATUSES.map((status) => [status, 0])) as Record<RosterStatus, number>;
  for (const entry of roster) counts[entry.status] += 1;
  return counts;
}

/** Filter chips: everyone, then each status with how many students have it. */
export function RosterFilterChips({
  roster,
  value,
  onChange,
}: {
  roster: RosterEntry[];
  value: RosterFilter;
  onChange: (filter: RosterFilter) => void;
}) {
  const { t } = useTranslation();
  const counts = countByStatus(roster);
  return (
    <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as RosterFilter)}>
      <Group gap="xs" role="group" aria-label={t('marks.roster.filterLabel')}>
        <Chip value="all" size="sm">
          {t('marks.roster.all', { count: roster.length })}
        </Chip>
        {ROSTER_STATUSES.map((status) => (
          <Chip key={status} value={status} size="sm" disabled={counts[status] === 0} data-status-chip={status}>
            {t('marks.roster.chip', { label: t(`marks.statuses.${status}`), count: counts[status] })}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
