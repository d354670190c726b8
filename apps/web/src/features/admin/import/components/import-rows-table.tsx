import { Badge, Code, Group, Pagination, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconEqual, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '@/features/admin/import/api/import-roster';

/** Rows a page: a school's file may hold thousands. */
const PAGE_SIZE = 100;

const STATUS_LOOK = {
  create: { color: 'green', icon: IconPlus },
  exists: { color: 'gray', icon: IconEqual },
  error: { color: 'red', icon: IconAlertTriangle },
} as const;

/** A row's fate in words and colour (never by colour alone); an error carries the server's reason. */
function StatusCell({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[row.status];
  const Icon = look.icon;
  const label = {
    create: t('admin.import.statusCreate'),
    exists: t('admin.import.statusExists'),
    error: t('admin.import.statusError'),
  }[row.status];
  return (
    <Stack gap={2}>
      <Badge
        color={look.color}
        variant="light"
        leftSection={<Icon size={12} aria-hidden />}
        // A phone's narrow column wraps the words rather than cutting them off.
        styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
      >
        {label}
      </Badge>
      {row.message && (
        <Text size="sm" c={row.status === 'error' ? 'red.9' : 'dimmed'} data-testid="row-message">
          {row.message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The file's rows as the server judged them: line, name, username, class and status; after a
 * commit (created pupils only), each one's one-time password instead of the status. Error rows are tinted. On a phone the username
 * and class fold under the name.
 */
export function ImportRowsTable({
  rows,
  label,
  committed = false,
}: {
  rows: ImportRow[];
  label: string;
  committed?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  // An empty cell: a dash to see, the word to hear.
  const none = (
    <>
      <Text span c="dimmed" size="sm" aria-hidden>
        —
      </Text>
      <VisuallyHidden>{t('admin.import.none')}</VisuallyHidden>
    </>
  );
  return (
    <Stack gap="sm">
      <ScrollArea type="auto">
        <Table aria-label={label} verticalSpacing="xs" data-testid="import-rows" miw={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('admin.import.line')}</Table.Th>
              <Table.Th>{t('admin.import.name')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('admin.import.username')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('admin.import.className')}</Table.Th>
              {committed ? (
                <Table.Th>{t('admin.import.password')}</Table.Th>
              ) : (
                <Table.Th>{t('admin.import.status')}</Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr
                key={row.line}
                data-status={row.status}
                bg={row.status === 'error' ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>
                  <Text size="sm">{row.line}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {row.fullName || none}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                    {[row.username, row.className].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.username || none}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{row.className || none}</Text>
                </Table.Td>
                <Table.Td>
                  {!committed ? (
                    <StatusCell row={row} />
                  ) : row.password ? (
                    <Code fz="sm" data-testid="one-time-password">
                      {row.password}
                    </Code>
                  ) : (
                    none
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination value={current} onChange={setPage} total={pages} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
