import { Badge, Card, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import type { ReportCard } from '@sinfxona/domain/schemas/marks';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { ErrorState, LoadingState, QueryView } from '@/shared/ui/states';
import { useReportCard } from '@/features/marks/api/get-report-card';
import { TermSelect, useTermChoice } from './term-select';

/**
 * A student's report card (docs/architecture.md §4 "Marks and terms"), with a term picker that opens
 * on the current term: each class's average score with its mark, graded and missing work.
 */
export function ReportCardView({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const { term, setTerm, terms, school } = useTermChoice();
  const card = useReportCard(studentId, term ?? undefined);

  if (school.isError) return <ErrorState message={t('marks.schoolFailed')} onRetry={() => void school.refetch()} />;
  if (!terms || term === null) return <LoadingState />;
  return (
    <Stack>
      <TermSelect terms={terms} value={term} onChange={setTerm} />
      <QueryView query={card} errorMessage={t('marks.reportCard.loadFailed')}>
        {(reportCard) => <ReportCardTable reportCard={reportCard} />}
      </QueryView>
    </Stack>
  );
}

function ReportCardTable({ reportCard }: { reportCard: ReportCard }) {
  const { t } = useTranslation();
  const { term, classes } = reportCard;
  return (
    <Card withBorder radius="md" padding="md" data-testid="report-card">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {reportCard.student.fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {t('marks.reportCard.subtitle', {
              term: term.name,
              start: formatDate(term.start),
              end: formatDate(term.end),
            })}
          </Text>
        </div>
        {classes.length === 0 ? (
          <Text c="dimmed">{t('marks.reportCard.empty')}</Text>
        ) : (
          <ScrollArea viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('titles.StudentReportCard') }}>
            <Table striped miw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('marks.reportCard.className')}</Table.Th>
                  <Table.Th>{t('marks.reportCard.average')}</Table.Th>
                  <Table.Th ta="center">{t('marks.reportCard.graded')}</Table.Th>
                  <Table.Th ta="center">{t('marks.reportCard.missing')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {classes.map((line) => (
                  <Table.Tr key={line.classId} data-testid="report-card-line">
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {line.className}
                      </Text>
                      {line.subject && (
                        <Text size="xs" c="dimmed">
                          {line.subject}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {line.mark === null ? (
                        <Text size="sm" c="dimmed">
                          {t('marks.reportCard.noMark')}
                        </Text>
                      ) : (
                        <MarkBadge score={line.averageScore} mark={line.mark} size="sm" />
                      )}
                    </Table.Td>
                    <Table.Td ta="center">{line.graded}</Table.Td>
                    <Table.Td ta="center">
                      {line.missing > 0 ? (
                        <Badge color="red" variant="light" data-testid="missing-count">
                          {line.missing}
                        </Badge>
                      ) : (
                        <Text size="sm">0</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <Group>
          <Text size="xs" c="dimmed">
            {t('marks.reportCard.missingNote')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
