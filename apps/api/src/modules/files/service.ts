import type { Readable } from 'node:stream';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { findLiveFile } from './repository';

const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export interface FileDownload {
  stream: Readable;
  name: string;
  mimeType: string;
  size: number;
  /** PDFs and images open in the browser; Word files download. */
  disposition: 'inline' | 'attachment';
}

/** The bytes behind a signed link; the link itself is the permission (docs/architecture.md §4). */
export async function openSignedFile(
  deps: Deps,
  link: { id: string; expires?: number; signature?: string },
): Promise<FileDownload> {
  const { id, expires, signature } = link;
  if (expires === undefined || !signature || !deps.signer.verify(id, expires, signature)) {
    throw new AppError(403, 'FORBIDDEN', 'fileLinkInvalid');
  }
  const file = await findLiveFile(deps.db, id);
  if (!file) throw notFound('fileNotFound');
  let stream: Readable;
  try {
    stream = await deps.files.read(file.storage_key);
  } catch {
    throw notFound('fileNotFound');
  }
  return {
    stream,
    name: file.original_name,
    mimeType: file.mime_type,
    size: file.size,
    disposition: INLINE_TYPES.has(file.mime_type) ? 'inline' : 'attachment',
  };
}
