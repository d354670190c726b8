import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/shared/api/read-query';

/** The id of a stored file, from its signed link (`/api/files/<id>?expires=…&signature=…`). */
export function fileIdOf(fileUrl: string): string {
  return new URL(fileUrl, 'http://local').pathname.split('/').filter(Boolean).pop() ?? '';
}

/** A Word (DOCX) file as sanitised HTML, for a sandboxed frame; files never change, so it is kept. */
export const useFilePreview = (fileUrl: string) => {
  const id = fileIdOf(fileUrl);
  return useQuery({
    ...readQuery(
      ['files', 'preview', id] as const,
      { url: `/api/files/${id}/preview` },
      {
        pick: (data: { html: string }) => data.html,
        staleTime: Infinity,
        retry: false,
      },
    ),
  });
};
