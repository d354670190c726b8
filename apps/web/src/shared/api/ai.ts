import { useMutation } from '@tanstack/react-query';
import type { AiAnswer, AiGenerateInput, AiGeneratedTask } from '@sinfxona/domain/schemas/ai';
import { api } from './client';

export const useAskAssistant = () =>
  useMutation({
    mutationFn: async (question: string) => (await api.post<{ data: AiAnswer }>('/api/ai/ask', { question })).data.data,
  });

export const useGenerateTask = () =>
  useMutation({
    mutationFn: async (input: AiGenerateInput) => (await api.post<{ data: AiGeneratedTask }>('/api/ai/generate-task', input)).data.data,
  });
