import { PHOTO_LONGEST_SIDE } from '@sinfxona/domain/constants';

/** JPEG quality of a shrunk photo: notebook handwriting stays sharp, a 12-megapixel shot becomes a few hundred KB. */
export const PHOTO_QUALITY = 0.8;

/** The size a `width`×`height` picture is drawn at so its longest side is at most `longest` (never enlarged). */
export function fittedSize(width: number, height: number, longest = PHOTO_LONGEST_SIDE) {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `photo.jpg` stays, `IMG_1.HEIC`/`scan.png` become `.jpg`: what the shrunk file is. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
}

/**
 * A photo made ready to send: turned upright by its EXIF orientation, its longest side at most
 * 2000 px, saved as JPEG at 0.8. The canvas writes no EXIF, so the place it was taken (GPS) and
 * the camera's details are left behind. A picture the browser cannot decode is refused.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // A transparent PNG lands on white paper, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    if (!blob) throw new Error('canvas gave no JPEG');
    canvas.width = 0;
    canvas.height = 0;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
