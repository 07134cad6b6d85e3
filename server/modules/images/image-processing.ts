import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, IMAGE_TYPES } from '@contract/posts';
import { HttpError } from '../../http-error';

/**
 * Photos as docs/architecture.md §6 wants them: a data URL of JPEG, PNG or WebP up to 2 MB decoded, checked by
 * its real bytes (never by the type it claims), at most 4096 px a side, re-encoded so that nothing
 * the camera wrote (EXIF, GPS position, ICC, XMP, comments) survives.
 */

export const IMAGE_TOO_LARGE = `Photo is too large: at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
export const IMAGE_UNSUPPORTED = 'Unsupported image format';
export const IMAGE_TYPE_MISMATCH = 'The photo is not the image type it claims to be';
export const IMAGE_TOO_MANY_PIXELS = `Photo is too large: at most ${IMAGE_MAX_SIDE} pixels a side`;
export const IMAGE_UNREADABLE = 'The photo could not be read';
export const IMAGE_BAD_DATA_URL = 'Photo must be a base64 image data URL';

/**
 * Stored photos fit this box: the app already sends 800x600 (docs/product.md §5), so this only shrinks what
 * other clients send, keeping rows small without visible loss on a phone.
 */
const STORED_MAX_SIDE = 1600;
const JPEG_QUALITY = 82;
/** A profile photo is stored square, cropped to its centre (docs/decisions/0047-profile-photo.md). */
export const AVATAR_SIDE = 256;

/** 'photo': a post's photo, shrunk to fit; 'avatar': a profile photo, AVATAR_SIDE square. */
export type ImageVariant = 'photo' | 'avatar';

const RESIZE: Record<ImageVariant, ResizeOptions> = {
  photo: { width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true },
  // cover + centre: the middle square of the picture, scaled to exactly the side (a small one is enlarged).
  avatar: { width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover', position: 'centre' },
};

export interface ProcessedImage {
  bytes: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,([\s\S]*)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const FORMAT_TYPES: Record<string, (typeof IMAGE_TYPES)[number]> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The declared type and the decoded bytes; size is judged before decoding a single byte. */
export function decodeImageDataUrl(dataUrl: string): { claimedType: string; bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new HttpError(400, IMAGE_BAD_DATA_URL);
  const claimedType = match[1]!.toLowerCase();
  if (!(IMAGE_TYPES as readonly string[]).includes(claimedType)) throw new HttpError(400, IMAGE_UNSUPPORTED);
  const base64 = match[2]!.replace(/\s+/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > IMAGE_MAX_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw new HttpError(400, IMAGE_BAD_DATA_URL);
  return { claimedType, bytes: Buffer.from(base64, 'base64') };
}

/** Reads the header only (cheap) to refuse by format and size before any pixel is decoded. */
async function inspect(bytes: Buffer): Promise<{ type: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new HttpError(400, IMAGE_UNSUPPORTED);
  }
  const type = metadata.format ? FORMAT_TYPES[metadata.format] : undefined;
  if (!type) throw new HttpError(400, IMAGE_UNSUPPORTED);
  if (!metadata.width || !metadata.height) throw new HttpError(400, IMAGE_UNREADABLE);
  return { type, width: metadata.width, height: metadata.height };
}

/**
 * Turns an uploaded data URL into the bytes we store: always a fresh baseline JPEG. rotate() applies
 * the EXIF orientation to the pixels first (the tag itself goes away with the rest); without
 * withMetadata() sharp writes no EXIF/ICC/XMP at all; transparency is flattened onto white. The same
 * checks and re-encoding serve post photos and profile photos; only the resizing differs (`variant`).
 */
export async function processImageDataUrl(dataUrl: string, variant: ImageVariant = 'photo'): Promise<ProcessedImage> {
  const { claimedType, bytes } = decodeImageDataUrl(dataUrl);
  const real = await inspect(bytes);
  if (real.type !== claimedType) throw new HttpError(400, IMAGE_TYPE_MISMATCH);
  if (real.width > IMAGE_MAX_SIDE || real.height > IMAGE_MAX_SIDE) throw new HttpError(400, IMAGE_TOO_MANY_PIXELS);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
      .rotate()
      .resize(RESIZE[variant])
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt pixel data behind a valid header.
    throw new HttpError(400, IMAGE_UNREADABLE);
  }
}
