import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { commentBankKeys } from '@/shared/api/query-keys';

export async function deleteBankComment(id: string): Promise<void> {
  await api.delete(`/api/comment-bank/${id}`);
}

export function useDeleteBankComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBankComment,
    onSuccess: () => client.invalidateQueries({ queryKey: commentBankKeys.all }),
  });
}
