import type { HttpResponse } from '@/shared/api/client';

/**
 * Saves a downloaded file (an authenticated answer, so it can't be a plain link) under the name
 * the server gave in Content-Disposition (RFC 5987 `filename*` first), else `fallbackName`.
 */
export function saveDownload(response: HttpResponse<Blob>, fallbackName: string): void {
  const disposition = String(response.headers['content-disposition'] ?? '');
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = (encoded && safeDecode(encoded)) || plain || fallbackName;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
