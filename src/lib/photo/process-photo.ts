import { fitWithin } from './fit-within';

/** docs/product.md §5: the shared photo is a JPEG at quality 0.8. */
export const PHOTO_TYPE = 'image/jpeg';
export const PHOTO_QUALITY = 0.8;

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the photo'))),
      PHOTO_TYPE,
      PHOTO_QUALITY,
    );
  });
}

/**
 * A picked or shared photo made ready to post: upright, fitted into 800x600 (never enlarged),
 * re-encoded as JPEG 0.8. Re-encoding also drops the original's metadata (location) before it
 * leaves the phone; the server strips it again anyway. Rejects when the file is not a picture the
 * browser can decode (the dialog then shows the app's image error). Profile photos take the same
 * path before the server crops them square (docs/decisions/0047-profile-photo.md).
 */
export async function processPhoto(file: Blob): Promise<Blob> {
  // Upright: phones store portrait shots sideways plus an EXIF orientation flag.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await toBlob(canvas);
  } finally {
    bitmap.close();
  }
}
