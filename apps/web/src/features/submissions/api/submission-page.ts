import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Submission } from '@sinfxona/domain/schemas/submissions';

/** One page of submissions as the list endpoints answer. */
export interface SubmissionPage {
  submissions: Submission[];
  pagination: Pagination;
}
