import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api, type Progress } from '@/shared/api/client';
import { progressKeys, submissionKeys, taskKeys } from '@/shared/api/query-keys';

export interface SubmitWorkInput {
  taskId: string;
  /** One document (or picture) as it is. */
  file?: File | null;
  /** Or 2–10 photos of pages, already shrunk: sent as repeated `file` parts, kept as one PDF in this order. */
  photos?: File[];
  textResponse?: string;
  onProgress?: (percent: number) => void;
}

/** Sends one file or several photos (and an optional text answer), reporting upload progress in per cent. */
export async function submitWork({
  taskId,
  file,
  photos,
  textResponse,
  onProgress,
}: SubmitWorkInput): Promise<Submission> {
  const form = new FormData();
  if (textResponse?.trim()) form.append('textResponse', textResponse.trim());
  for (const part of photos?.length ? photos : file ? [file] : []) form.append('file', part);
  const response = await api.post<{ data: { submission: Submission } }>(`/api/submissions/${taskId}`, form, {
    onUploadProgress: (event: Progress) =>
      onProgress?.(event.total ? Math.round((100 * event.loaded) / event.total) : 0),
  });
  return response.data.data.submission;
}

/** Submits work; whatever the outcome, the task lists, progress and submissions are refreshed. */
export function useSubmitWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitWork,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: taskKeys.lists() });
      void client.invalidateQueries({ queryKey: progressKeys.all });
      void client.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
}
