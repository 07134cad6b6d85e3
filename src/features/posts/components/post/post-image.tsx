import '@mantine/core/styles/Image.css';
import { Image } from '@mantine/core';

/** docs/product.md §9: a post's photo is at most 296 px high, whole (contain), loaded when scrolled near. */
export const POST_IMAGE_MAX_HEIGHT = 296;

export function PostImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      fit="contain"
      h="auto"
      w="100%"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      // In px, not Mantine's rem conversion: docs/product.md §9 fixes it in pixels.
      style={{ maxHeight: `${POST_IMAGE_MAX_HEIGHT}px` }}
    />
  );
}
