import type { AllowedFileType } from '../constants';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The allowed type a file's first bytes show, or null. The browser's early check; the server
 * decides again with a full reader (a .docx is a ZIP here, checked for Word content there).
 */
export function sniffFileType(header: Uint8Array): AllowedFileType | null {
  if (startsWith(header, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(header, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(header, [0x52, 0x49, 0x46, 0x46]) && startsWith(header, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(header, [0x25, 0x50, 0x44, 0x46])) return 'application/pdf';
  if (startsWith(header, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(header, [0x50, 0x4b, 0x03, 0x04]))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}
