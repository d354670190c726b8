import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import type { PDFDocument, PDFImage } from 'pdf-lib';
import { badRequest } from '../../lib/errors';
import { PRIVATE_FILE_MODE } from '../../storage/private-modes';
import type { PendingUpload } from '../../storage/uploads';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * Where the image's unit square lands on the page for each EXIF orientation (1–8), as the PDF
 * matrix [a b c d e f] for a stored image `w`×`h`: the page shows the photo upright. 5–8 turn
 * it a quarter, so the page is `h` wide and `w` tall.
 */
function orientationMatrix(
  orientation: number,
  w: number,
  h: number,
): [number, number, number, number, number, number] {
  switch (orientation) {
    case 2: // mirrored left-right
      return [-w, 0, 0, h, w, 0];
    case 3: // upside down
      return [-w, 0, 0, -h, w, h];
    case 4: // mirrored top-bottom
      return [w, 0, 0, -h, 0, h];
    case 5: // mirrored along the main diagonal
      return [0, -w, -h, 0, h, w];
    case 6: // to be turned a quarter clockwise
      return [0, -w, h, 0, 0, w];
    case 7: // mirrored along the other diagonal
      return [0, w, h, 0, 0, 0];
    case 8: // to be turned a quarter anticlockwise
      return [0, w, -h, 0, h, 0];
    default:
      return [w, 0, 0, h, 0, 0];
  }
}

/** The EXIF orientation of a JPEG (1 when it has none or it cannot be read). */
async function jpegOrientation(bytes: Buffer): Promise<number> {
  try {
    const value: unknown = await exifr.orientation(bytes);
    return typeof value === 'number' && value >= 1 && value <= 8 ? value : 1;
  } catch {
    return 1;
  }
}

/** One page the size of the photo (1 px = 1 pt), the photo drawn upright on it. */
/** pdf-lib, loaded with the first photos handed in rather than at start-up. */
const loadPdfLib = () => import('pdf-lib');

async function addPhotoPage(pdf: PDFDocument, upload: PendingUpload): Promise<void> {
  const { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } = await loadPdfLib();
  const bytes = await readFile(upload.tempPath);
  let image: PDFImage;
  try {
    image = upload.mimeType === 'image/jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
  } catch {
    throw badRequest('photoUnreadable');
  }
  const orientation = upload.mimeType === 'image/jpeg' ? await jpegOrientation(bytes) : 1;
  const { width, height } = image;
  const turned = orientation >= 5;
  const page = pdf.addPage([turned ? height : width, turned ? width : height]);
  const name = page.node.newXObject('Photo', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...orientationMatrix(orientation, width, height)),
    drawObject(name),
    popGraphicsState(),
  );
}

/**
 * Photos of notebook pages (JPEG or PNG, already within the size limit together) as one PDF, a
 * page per photo in the order they came, in `tempDir`: a pending upload like any other file.
 * A document among them, or a GIF or WebP picture, is refused.
 */
export async function combinePhotos(
  uploads: PendingUpload[],
  tempDir: string,
  title: string | null,
): Promise<PendingUpload> {
  if (uploads.some((upload) => !PHOTO_TYPES.has(upload.mimeType))) throw badRequest('photosOnlyImages');
  const { PDFDocument } = await loadPdfLib();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title ?? 'photos');
  pdf.setProducer('Sinfxona');
  for (const upload of uploads) await addPhotoPage(pdf, upload);
  // Saved a few objects per tick, so other requests are served while it writes (10 photos of
  // 2000 px: ~150–300 ms in all, the longest stretch without a break ~40–70 ms). Object streams
  // would save a few hundred bytes and hold the loop for one long stretch while compressing.
  const bytes = await pdf.save({ useObjectStreams: false, objectsPerTick: 5 });
  const tempPath = path.join(tempDir, `${randomUUID()}.part`);
  await writeFile(tempPath, bytes, { mode: PRIVATE_FILE_MODE });
  return { tempPath, originalName: photosFileName(title), mimeType: 'application/pdf', size: bytes.length };
}

/** `<task title>-photos.pdf`, the title cleaned of what a file name cannot carry. */
export function photosFileName(title: string | null): string {
  const stem = (title ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return stem ? `${stem}-photos.pdf` : 'photos.pdf';
}
