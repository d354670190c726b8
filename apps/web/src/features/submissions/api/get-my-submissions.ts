import type { SubmissionStatusFilter } from '@sinfxona/domain/schemas/submissions';
import { usePagedRead } from '@/shared/api/pages';
import type { Read } from '@/shared/api/read';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';

/** Pieces of work per page of the student's list; "Show more" reads the next one. */
export const MY_SUBMISSIONS_PAGE = 20;

export const mySubmissionPageRead = (
  classId: string | undefined,
  status: SubmissionStatusFilter | undefined,
  page: number,
): Read => ({
  url: '/api/submissions/my',
  params: { page, limit: MY_SUBMISSIONS_PAGE, classId, status },
});

/** The student's own work, newest first, page by page; the server filters by the status they see. */
export const useMySubmissionPages = (classId?: string, status?: SubmissionStatusFilter) =>
  usePagedRead<SubmissionPage>(
    submissionKeys.minePages(classId, status),
    (page) => mySubmissionPageRead(classId, status, page),
    { keepPrevious: true },
  );
