import { afterEach, describe, expect, it, vi } from 'vitest';
import { fittedSize, jpegName, PHOTO_QUALITY, shrinkPhoto } from './shrink-photo';

describe('shrinking a photo before upload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fits the longest side to 2000 px and never enlarges', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1500, height: 2000 });
    expect(fittedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fittedSize(9000, 3)).toEqual({ width: 2000, height: 1 });
  });

  it('names the result a .jpg', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('daftar.png')).toBe('daftar.jpg');
    expect(jpegName('')).toBe('photo.jpg');
  });

  it('draws the picture upright (EXIF applied by the decoder) onto a canvas and saves a JPEG at 0.8', async () => {
    const bitmap = { width: 3000, height: 4000, close: vi.fn() };
    const decode = vi.fn().mockResolvedValue(bitmap);
    vi.stubGlobal('createImageBitmap', decode);
    const drawImage = vi.fn();
    const context = { fillRect: vi.fn(), drawImage, fillStyle: '', imageSmoothingQuality: '' };
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue(context as never);
    const toBlob = vi
      .spyOn(canvas, 'toBlob')
      .mockImplementation((done) => done(new Blob([new Uint8Array(1234)], { type: 'image/jpeg' })));
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => (tag === 'canvas' ? canvas : create(tag)));

    const original = new File([new Uint8Array(5_000_000)], 'IMG_7.jpeg', { type: 'image/jpeg' });
    const shrunk = await shrinkPhoto(original);

    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1500, 2000);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', PHOTO_QUALITY);
    expect(shrunk.name).toBe('IMG_7.jpg');
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.size).toBe(1234);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('refuses a picture the browser cannot decode', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')));
    await expect(shrinkPhoto(new File(['x'], 'a.jpg'))).rejects.toThrow();
  });
});
