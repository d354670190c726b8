import { useQuery } from '@tanstack/react-query';
import type { ReportCard } from '@sinfxona/domain/schemas/marks';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { reportCardKeys } from '@/shared/api/query-keys';

/** A student's report card for term `term` (1-based; the current term when left out). */
export const reportCardRead = (studentId: string, term?: number): Read => ({
  url: `/api/users/${studentId}/report-card`,
  params: { term },
});

export const reportCardQuery = (studentId: string, term?: number) =>
  readQuery(reportCardKeys.of(studentId, term), reportCardRead(studentId, term), {
    pick: (data: { reportCard: ReportCard }) => data.reportCard,
    enabled: Boolean(studentId),
  });

export const useReportCard = (studentId: string, term?: number) => useQuery(reportCardQuery(studentId, term));
