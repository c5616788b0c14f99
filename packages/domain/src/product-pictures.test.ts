import { describe, expect, it } from 'vitest';
import { photoFile, photoUrl, productPicture } from './product-pictures.ts';

describe('productPicture', () => {
  it('gives an imported photo AVIF and WebP sources at every stored width, the WebP at 640 as fallback', () => {
    const url = photoUrl('0123456789abcdef');
    expect(url).toBe('/images/photos/0123456789abcdef/640.webp');
    expect(productPicture(url)).toEqual({
      src: url,
      width: 640,
      height: 640,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/images/photos/0123456789abcdef/320.avif 320w, /images/photos/0123456789abcdef/640.avif 640w, /images/photos/0123456789abcdef/960.avif 960w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/images/photos/0123456789abcdef/320.webp 320w, /images/photos/0123456789abcdef/640.webp 640w, /images/photos/0123456789abcdef/960.webp 960w',
        },
      ],
    });
  });

  it('keeps any other url as one square picture', () => {
    expect(productPicture('/images/products/hond/polderbrok-zak-12-kg.svg')).toEqual({
      src: '/images/products/hond/polderbrok-zak-12-kg.svg',
      width: 600,
      height: 600,
      sources: [],
    });
    expect(productPicture('/images/photos/0123456789abcdef/320.webp').sources).toEqual([]);
    expect(productPicture('/images/photos/../../etc/640.webp').sources).toEqual([]);
  });

  it('names files by photo, width and format', () => {
    expect(photoFile('0123456789abcdef', 960, 'avif')).toBe('photos/0123456789abcdef/960.avif');
  });
});
