import { api } from '@/shared/api/client';

/** Downloads a class's gradebook CSV (its students × its tasks), of one task when given. */
export async function downloadGradebook(classId: string, taskId?: string): Promise<void> {
  const response = await api.get<Blob>(`/api/classes/${classId}/gradebook`, {
    params: { taskId },
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'gradebook.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
