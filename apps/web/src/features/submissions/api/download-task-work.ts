import { api } from '@/shared/api/client';
import { saveDownload } from '@/shared/lib/save-download';

/** Downloads every student's latest attempt at a task, with a grades sheet, as one ZIP. */
export async function downloadTaskWork(taskId: string, onProgress?: (loadedBytes: number) => void): Promise<void> {
  const response = await api.read<Blob>(
    { url: `/api/tasks/${taskId}/submissions.zip` },
    {
      responseType: 'blob',
      // A class's work can take longer than the usual 30 s on a slow line.
      timeout: 0,
      onDownloadProgress: (event) => onProgress?.(event.loaded),
    },
  );
  saveDownload(response, 'topshiriqlar.zip');
}
