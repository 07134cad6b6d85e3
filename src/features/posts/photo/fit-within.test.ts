import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_BOX } from './fit-within';

describe('fitWithin (800x600)', () => {
  it('shrinks a large landscape photo to the box, keeping its aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1920, height: 1080 })).toEqual({ width: 800, height: 450 });
  });

  it('lets the height decide for a portrait photo', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 450, height: 600 });
    expect(fitWithin({ width: 1000, height: 1000 })).toEqual({ width: 600, height: 600 });
  });

  it('never upscales a photo that already fits', () => {
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });

  it('shrinks when only one side is too long', () => {
    expect(fitWithin({ width: 1600, height: 300 })).toEqual({ width: 800, height: 150 });
    expect(fitWithin({ width: 300, height: 1200 })).toEqual({ width: 150, height: 600 });
  });

  it('rounds to whole pixels and keeps at least one', () => {
    expect(fitWithin({ width: 999, height: 1001 })).toEqual({ width: 599, height: 600 });
    expect(fitWithin({ width: 10_000, height: 2 })).toEqual({ width: 800, height: 1 });
  });

  it('refuses sizes that are not an image', () => {
    expect(() => fitWithin({ width: 0, height: 600 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.NaN, height: 600 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.POSITIVE_INFINITY, height: 600 })).toThrow(RangeError);
  });

  it('uses the 800x600 box of SPEC §9', () => {
    expect(PHOTO_BOX).toEqual({ width: 800, height: 600 });
  });
});
