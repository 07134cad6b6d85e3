export interface Size {
  width: number;
  height: number;
}

/** docs/product.md §5 / §9: a shared photo fits inside 800x600 (landscape box; a portrait photo becomes 450x600). */
export const PHOTO_BOX: Size = { width: 800, height: 600 };

/**
 * The largest size of the same aspect ratio that fits inside `box`, in whole pixels. Never larger
 * than the original: upscaling would only add bytes, not detail.
 */
export function fitWithin(size: Size, box: Size = PHOTO_BOX): Size {
  const { width, height } = size;
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new RangeError(`Not an image size: ${width}x${height}`);
  }
  const scale = Math.min(1, box.width / width, box.height / height);
  // At least 1 px: a 10000x1 strip must not round away to nothing.
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
