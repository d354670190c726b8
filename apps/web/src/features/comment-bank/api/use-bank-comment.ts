import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankComment } from '@sinfxona/domain/schemas/comment-bank';
import { api } from '@/shared/api/client';
import { commentBankKeys } from '@/shared/api/query-keys';

export async function countBankCommentUse(id: string): Promise<BankComment> {
  return (await api.post<{ data: { comment: BankComment } }>(`/api/comment-bank/${id}/use`)).data.data.comment;
}

/** Counts one use of a comment inserted into feedback: the most used come first next time. */
export function useCountBankCommentUse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: countBankCommentUse,
    onSuccess: () => client.invalidateQueries({ queryKey: commentBankKeys.all }),
  });
}
