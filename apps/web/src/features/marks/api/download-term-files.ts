import { api } from '@/shared/api/client';
import { saveDownload } from '@/shared/lib/save-download';

export type GradebookFormat = 'csv' | 'xlsx';

/**
 * A class's gradebook of one term (score and mark per task, the term's average with its mark), as
 * CSV or XLSX; without a term, the XLSX has a sheet per term and one for the year.
 */
export async function downloadTermGradebook(
  classId: string,
  term: number | undefined,
  format: GradebookFormat,
): Promise<void> {
  const response = await api.read<Blob>(
    { url: `/api/classes/${classId}/gradebook`, params: { term, format } },
    { responseType: 'blob' },
  );
  saveDownload(response, `gradebook.${format}`);
}

/** A class's report cards for one term as a printable PDF, one pupil to a page. */
export async function downloadReportCards(classId: string, term: number): Promise<void> {
  const response = await api.read<Blob>(
    { url: `/api/classes/${classId}/report-cards.pdf`, params: { term } },
    { responseType: 'blob' },
  );
  saveDownload(response, 'report-cards.pdf');
}
