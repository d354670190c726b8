import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankComment, CommentBankInput } from '@sinfxona/domain/schemas/comment-bank';
import { api } from '@/shared/api/client';
import { commentBankKeys } from '@/shared/api/query-keys';

export async function saveBankComment(input: CommentBankInput): Promise<BankComment> {
  return (await api.post<{ data: { comment: BankComment } }>('/api/comment-bank', input)).data.data.comment;
}

/** Saves a comment to the bank (shared with the class's teachers when `classId` is given). */
export function useSaveBankComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBankComment,
    onSuccess: () => client.invalidateQueries({ queryKey: commentBankKeys.all }),
  });
}
