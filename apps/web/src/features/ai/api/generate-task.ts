import { useMutation } from '@tanstack/react-query';
import type { AiGenerateInput, AiGeneratedTask } from '@sinfxona/domain/schemas/ai';
import { api } from '@/shared/api/client';

export async function generateTask(input: AiGenerateInput): Promise<AiGeneratedTask> {
  return (await api.post<{ data: AiGeneratedTask }>('/api/ai/generate-task', input)).data.data;
}

export const useGenerateTask = () => useMutation({ mutationFn: generateTask });
