import { api } from '@/shared/api/client';
import { saveDownload } from '@/shared/lib/save-download';

/** Downloads a class's gradebook CSV (its students × its tasks), of one task when given. */
export async function downloadGradebook(classId: string, taskId?: string): Promise<void> {
  const response = await api.read<Blob>(
    { url: `/api/classes/${classId}/gradebook`, params: { taskId } },
    {
      responseType: 'blob',
    },
  );
  saveDownload(response, 'gradebook.csv');
}
