import { describe, expect, it } from 'vitest';
import { imageTypeRank, orderImages } from './image-order.ts';

describe('orderImages', () => {
  it('puts the front image first, then by numeric suffix, unknown types last', () => {
    const images = [
      { url: 'x', type: 'Other' },
      { url: 's3', type: 'Standard3' },
      { url: 'f', type: 'Front' },
      { url: 's1', type: 'Standard1' },
      { url: 'y', type: 'Standard' },
    ];
    expect(orderImages(images).map((i) => i.url)).toEqual(['f', 's1', 's3', 'x', 'y']);
    expect(imageTypeRank('Standard12')).toBe(12);
    expect(imageTypeRank('Standard')).toBe(9999);
  });
});
