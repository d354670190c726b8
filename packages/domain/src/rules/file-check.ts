import { ALLOWED_FILE_EXTENSIONS, ALLOWED_FILE_TYPES, FILE_MAX_BYTES } from '../constants';

/**
 * The client's early check before an upload (docs/spec.md §5). The server decides again by the bytes;
 * this only spares a user a wasted upload.
 */
export function checkFileBeforeUpload(file: {
  name: string;
  size: number;
  type: string;
}): 'fileTooLarge' | 'fileTypeUnsupported' | null {
  if (file.size > FILE_MAX_BYTES) return 'fileTooLarge';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeAllowed = file.type === '' || (ALLOWED_FILE_TYPES as readonly string[]).includes(file.type);
  const extensionAllowed = (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeAllowed || !extensionAllowed) return 'fileTypeUnsupported';
  return null;
}
