import { describe, expect, it } from 'vitest';
import { heartAddress } from './ListButtons.tsx';

describe('heartAddress', () => {
  it('names the product, its name and the page so that the action reads them back unchanged', () => {
    const name = 'Crème & Brûlée 100% #1 = "lekker" + meer';
    const returnTo = '/product/lister/hond?sort=price-asc&size=48&page=2#top';
    const address = new URL(heartAddress(300, name, returnTo), 'https://toonbank.test');
    expect(address.pathname).toBe('/wishlist');
    expect(Object.fromEntries(address.searchParams)).toEqual({ productId: '300', productName: name, returnTo });
  });

  it('writes a space as one byte, as a form does', () => {
    expect(heartAddress(30, 'Conditioner Kokos 500 ml', '/')).toBe(
      '/wishlist?productId=30&productName=Conditioner+Kokos+500+ml&returnTo=%2F',
    );
  });
});
