import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_BOX } from './fit-within';

describe('fitWithin (800x600)', () => {
  it.each([
    ['a large landscape photo shrinks to the box', [4000, 3000], [800, 600]],
    ['a wide photo keeps its aspect ratio', [1920, 1080], [800, 450]],
    ['a portrait photo is decided by its height', [3024, 4032], [450, 600]],
    ['a square photo is decided by its height', [1000, 1000], [600, 600]],
    ['a photo that fits is never upscaled', [640, 480], [640, 480]],
    ['a photo exactly the box stays', [800, 600], [800, 600]],
    ['a tiny photo stays', [1, 1], [1, 1]],
    ['only the width too long', [1600, 300], [800, 150]],
    ['only the height too long', [300, 1200], [150, 600]],
    ['sizes round to whole pixels', [999, 1001], [599, 600]],
    ['a thin strip keeps at least one pixel', [10_000, 2], [800, 1]],
  ])('%s', (_, [width, height], [fittedWidth, fittedHeight]) => {
    expect(fitWithin({ width: width as number, height: height as number })).toEqual({ width: fittedWidth, height: fittedHeight });
  });

  it('refuses sizes that are not an image', () => {
    expect(() => fitWithin({ width: 0, height: 600 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.NaN, height: 600 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.POSITIVE_INFINITY, height: 600 })).toThrow(RangeError);
  });

  it('uses the 800x600 box of docs/product.md §9', () => {
    expect(PHOTO_BOX).toEqual({ width: 800, height: 600 });
  });
});
