import { checkFileBeforeUpload } from '@sinfxona/domain/rules/file-check';
import { sniffFileType } from '@sinfxona/domain/rules/file-sniff';

// Apart from the drop zone, so a plain file button (the submit dialog) checks files without
// loading the drop-zone library.

/** The `accept` attribute of a plain file input: the same images, .pdf, .doc and .docx. */
export const FILE_INPUT_ACCEPT = 'image/*,.pdf,.doc,.docx';

/** Size and type checked before upload (SPEC §5), the type by the file's first bytes as well. */
export async function checkFile(file: File): Promise<string | null> {
  const early = checkFileBeforeUpload(file);
  if (early) return early;
  const header = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffFileType(header) ? null : 'fileTypeUnsupported';
}
