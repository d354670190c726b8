import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankComment, CommentBankUpdate } from '@sinfxona/domain/schemas/comment-bank';
import { api } from '@/shared/api/client';
import { commentBankKeys } from '@/shared/api/query-keys';

export async function updateBankComment({ id, ...changes }: CommentBankUpdate & { id: string }): Promise<BankComment> {
  return (await api.put<{ data: { comment: BankComment } }>(`/api/comment-bank/${id}`, changes)).data.data.comment;
}

/** Changes one of the teacher's comments: its text, or whom it is shared with (`classId`, null for nobody). */
export function useUpdateBankComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBankComment,
    onSuccess: () => client.invalidateQueries({ queryKey: commentBankKeys.all }),
  });
}
