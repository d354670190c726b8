import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { api, HttpError, type Progress } from '@/shared/api/client';
import { progressKeys, submissionKeys, taskKeys } from '@/shared/api/query-keys';
import { sendResumable } from './resumable-upload';

export interface SubmitWorkInput {
  taskId: string;
  /** One document (or picture) as it is. */
  file?: File | null;
  /** Or 2–10 photos of pages, already shrunk: sent as repeated `file` parts, kept as one PDF in this order. */
  photos?: File[];
  textResponse?: string;
  onProgress?: (percent: number) => void;
  /** True while a cut connection waits to be tried again (a document's upload only). */
  onReconnecting?: (reconnecting: boolean) => void;
}

/** Documents already sent in full, by file: trying the hand-in again does not send them again. */
const sentUploads = new WeakMap<File, string>();

/**
 * A document goes resumably (tus, api/resumable-upload.ts), then the hand-in names it: its time is
 * when that request reaches the server. Photos, shrunk and small, go in one multipart request.
 */
async function handInDocument(
  taskId: string,
  file: File,
  textResponse: string | undefined,
  onProgress?: (percent: number) => void,
  onReconnecting?: (reconnecting: boolean) => void,
): Promise<Submission> {
  let uploadId = sentUploads.get(file);
  if (!uploadId) {
    uploadId = await sendResumable(file, ({ sent, total, reconnecting }) => {
      onProgress?.(total ? Math.floor((100 * sent) / total) : 0);
      onReconnecting?.(reconnecting);
    });
    sentUploads.set(file, uploadId);
  }
  onReconnecting?.(false);
  try {
    const response = await api.post<{ data: { submission: Submission } }>(`/api/submissions/${taskId}`, {
      uploadId,
      ...(textResponse?.trim() ? { textResponse: textResponse.trim() } : {}),
    });
    sentUploads.delete(file);
    return response.data.data.submission;
  } catch (error) {
    // Refused (its type, already used, expired): the next try sends the file afresh.
    if (error instanceof HttpError && error.response?.status && error.response.status < 500) sentUploads.delete(file);
    throw error;
  }
}

/** Sends one file or several photos (and an optional text answer), reporting upload progress in per cent. */
export async function submitWork({
  taskId,
  file,
  photos,
  textResponse,
  onProgress,
  onReconnecting,
}: SubmitWorkInput): Promise<Submission> {
  if (file && !photos?.length) return handInDocument(taskId, file, textResponse, onProgress, onReconnecting);
  const form = new FormData();
  if (textResponse?.trim()) form.append('textResponse', textResponse.trim());
  for (const part of photos?.length ? photos : file ? [file] : []) form.append('file', part);
  const response = await api.post<{ data: { submission: Submission } }>(`/api/submissions/${taskId}`, form, {
    onUploadProgress: (event: Progress) =>
      onProgress?.(event.total ? Math.round((100 * event.loaded) / event.total) : 0),
  });
  return response.data.data.submission;
}

/** After a hand-in (sent or refused): the task lists, progress and submissions are read again. */
export function refreshAfterHandIn(client: QueryClient) {
  void client.invalidateQueries({ queryKey: taskKeys.lists() });
  void client.invalidateQueries({ queryKey: progressKeys.all });
  void client.invalidateQueries({ queryKey: submissionKeys.all });
}

/** Submits work; whatever the outcome, the task lists, progress and submissions are refreshed. */
export function useSubmitWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitWork,
    onSettled: () => refreshAfterHandIn(client),
  });
}
