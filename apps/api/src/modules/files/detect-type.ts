import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { ALLOWED_FILE_TYPES, type AllowedFileType } from '@sinfxona/domain/constants';

const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** An OLE compound file is a .doc only if it holds a "WordDocument" stream (xls, msi and others do not). */
async function isWordCompoundFile(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.alloc(size);
    await handle.read(bytes, 0, size, 0);
    return bytes.includes(WORD_STREAM_NAME);
  } finally {
    await handle.close();
  }
}

/** The file's type read from its bytes, or null when it is not one SPEC §5 allows. */
export async function detectAllowedType(filePath: string): Promise<AllowedFileType | null> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  if (detected.mime === 'application/x-cfb') return (await isWordCompoundFile(filePath)) ? 'application/msword' : null;
  return (ALLOWED_FILE_TYPES as readonly string[]).includes(detected.mime) ? (detected.mime as AllowedFileType) : null;
}
