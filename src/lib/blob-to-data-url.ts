/**
 * A Blob as a base64 data URL: how a photo travels in POST /api/posts (docs/product.md §7). Photos are kept as
 * Blobs until the moment they are sent (the offline outbox stores Blobs, docs/architecture.md §7).
 */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}
