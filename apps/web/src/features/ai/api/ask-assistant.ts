import { useMutation } from '@tanstack/react-query';
import type { AiAnswer } from '@sinfxona/domain/schemas/ai';
import { api } from '@/shared/api/client';

export async function askAssistant(question: string): Promise<AiAnswer> {
  return (await api.post<{ data: AiAnswer }>('/api/ai/ask', { question })).data.data;
}

export const useAskAssistant = () => useMutation({ mutationFn: askAssistant });
