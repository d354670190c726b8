import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankComment } from '@sinfxona/domain/schemas/comment-bank';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { commentBankKeys } from '@/shared/api/query-keys';

export interface BankSearch {
  q: string;
  /** The class of the work: the teacher's own comments and that class's shared ones. */
  classId?: string;
}

export const commentBankRead = ({ q, classId }: BankSearch): Read => ({
  url: '/api/comment-bank',
  params: { ...(q ? { q } : {}), ...(classId ? { classId } : {}) },
});

export const commentBankQuery = (search: BankSearch) =>
  readQuery(commentBankKeys.list(search), commentBankRead(search), {
    pick: (data: { comments: BankComment[] }) => data.comments,
    // While the teacher types, the previous list stays until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The most used comments matching `q` (at most 50). */
export const useCommentBank = (search: BankSearch, enabled = true) =>
  useQuery({ ...commentBankQuery(search), enabled });
