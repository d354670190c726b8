import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { QueryView } from '@/shared/ui/states';
import { useTaskSubmissions } from '@/features/submissions/api/get-task-submissions';
import { GradeModal } from './grade-modal';
import { ReturnModal } from './return-form';

/**
 * A task's submissions (each student's latest attempt), 10 a page, with grading and return for
 * revision (SPEC §2 "submissions table"); `rowActions` adds the page's own per-student actions.
 */
export function SubmissionsTable({
  taskId,
  rowActions,
}: {
  taskId: string;
  rowActions?: (row: Submission) => ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const submissions = useTaskSubmissions(taskId, page);
  const [grading, setGrading] = useState<Submission | null>(null);
  const [returning, setReturning] = useState<Submission | null>(null);

  return (
    <QueryView
      query={submissions}
      errorMessage={t('submissions.loadFailed')}
      empty={submissions.data?.submissions.length === 0}
      emptyMessage={t('submissions.noneForTask')}
    >
      {({ submissions: rows, pagination }) => (
        <Stack>
          <ScrollArea>
            <Table striped highlightOnHover miw={680} data-testid="submissions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('submissions.student')}</Table.Th>
                  <Table.Th>{t('submissions.file')}</Table.Th>
                  <Table.Th>{t('submissions.time')}</Table.Th>
                  <Table.Th>{t('submissions.grade')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>{row.studentName}</Table.Td>
                    <Table.Td>
                      <Anchor href={row.fileUrl} target="_blank" rel="noreferrer" size="sm">
                        {row.fileName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{formatDateTime(row.submittedAt)}</Text>
                        {row.isLate && (
                          <Badge color="orange" size="sm" variant="light">
                            {t('status.late')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {row.status === 'returned' ? (
                        <Badge color="orange" variant="outline">
                          {t('status.returned')}
                        </Badge>
                      ) : row.isGraded && row.score !== null ? (
                        <MarkBadge score={row.score} mark={row.mark} size="sm" />
                      ) : (
                        <Badge color="gray" variant="light">
                          {t('grading.notGraded')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          variant={row.isGraded ? 'default' : 'filled'}
                          onClick={() => setGrading(row)}
                          aria-label={`${row.isGraded ? t('grading.edit') : t('grading.grade')}: ${row.studentName}`}
                        >
                          {row.isGraded ? t('grading.edit') : t('grading.grade')}
                        </Button>
                        {row.status !== 'returned' && (
                          <Tooltip label={t('workflow.returnAction')} withArrow>
                            <ActionIcon
                              size="lg"
                              variant="light"
                              color="orange"
                              onClick={() => setReturning(row)}
                              aria-label={`${t('workflow.returnAction')}: ${row.studentName}`}
                            >
                              <IconArrowBackUp size={18} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {rowActions?.(row)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {pagination.pages > 1 && <Pagination value={page} onChange={setPage} total={pagination.pages} />}
          <GradeModal submission={grading} onClose={() => setGrading(null)} />
          <ReturnModal submission={returning} onClose={() => setReturning(null)} />
        </Stack>
      )}
    </QueryView>
  );
}
