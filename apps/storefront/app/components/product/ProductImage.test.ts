import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage.tsx';

const render = (url: string) =>
  renderToStaticMarkup(createElement(ProductImage, { url, alt: 'Brokjes', sizes: '240px', className: 'product-tile__image' }));

describe('ProductImage (issue 19: no <picture> that holds only its <img>)', () => {
  it('shows a packshot as the <img> alone', () => {
    const html = render('/images/products/hond-zak-3.svg');
    expect(html.startsWith('<img ')).toBe(true);
    expect(html).not.toContain('<picture');
    expect(html).toContain('src="/images/products/hond-zak-3.svg"');
    expect(html).toContain('class="product-tile__image"');
  });

  it('keeps the <picture> with its AVIF and WebP sources for an imported photo', () => {
    const html = render('/images/photos/0123456789abcdef/640.webp');
    expect(html.startsWith('<picture class="product-picture">')).toBe(true);
    expect([...html.matchAll(/<source type="([^"]+)"/g)].map((match) => match[1])).toEqual(['image/avif', 'image/webp']);
    expect(html).toMatch(/<img [^>]*src="\/images\/photos\/0123456789abcdef\/640\.webp"[^>]*><\/picture>$/);
  });
});
