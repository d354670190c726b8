import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import { fileTypeFromFile } from 'file-type';
import yauzl from 'yauzl';
import { ALLOWED_FILE_TYPES, type AllowedFileType } from '@sinfxona/domain/constants';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Stream type of a compound file directory entry (1 = storage, 2 = stream, 5 = root). */
const CFB_STREAM = 2;

/**
 * An OLE compound file is a .doc only if its directory holds a "WordDocument" stream at the root
 * (xls, msi and others do not); one carrying Word macros (a "Macros" storage) is refused.
 */
async function isPlainWordDocument(filePath: string): Promise<boolean> {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(await readFile(filePath), { type: 'buffer' });
  } catch {
    return false;
  }
  const root = container.FullPaths[0] ?? '';
  const entries = container.FileIndex.map((entry, index) => ({ entry, path: container.FullPaths[index] ?? '' }));
  const hasWordStream = entries.some(({ entry, path }) => entry.type === CFB_STREAM && path === `${root}WordDocument`);
  const hasMacros = entries.some(({ entry }) => entry.name === 'Macros' || entry.name === '_VBA_PROJECT_CUR');
  return hasWordStream && !hasMacros;
}

/** The entry names of a ZIP file, read from its central directory. */
function zipEntryNames(filePath: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A DOCX that carries a VBA project is a macro document whatever its name says. */
async function hasVbaProject(filePath: string): Promise<boolean> {
  try {
    return (await zipEntryNames(filePath)).some((name) => name.toLowerCase().endsWith('vbaproject.bin'));
  } catch {
    return true;
  }
}

/** The file's type read from its bytes, or null when it is not one docs/spec.md §5 allows. */
export async function detectAllowedType(filePath: string): Promise<AllowedFileType | null> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  if (detected.mime === 'application/x-cfb') return (await isPlainWordDocument(filePath)) ? 'application/msword' : null;
  if (detected.mime === DOCX) return (await hasVbaProject(filePath)) ? null : DOCX;
  return (ALLOWED_FILE_TYPES as readonly string[]).includes(detected.mime) ? (detected.mime as AllowedFileType) : null;
}
