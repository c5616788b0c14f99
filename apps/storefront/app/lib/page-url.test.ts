import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url.ts';

const at = (url: string) => pageUrl(new Request(url)).toString();

describe('pageUrl', () => {
  it('gives a document request its own address', () => {
    expect(at('http://shop.test/product/detail/brok?aantal=2')).toBe('http://shop.test/product/detail/brok?aantal=2');
  });

  it('takes the data request details off a client-side navigation or submission', () => {
    expect(at('http://shop.test/product/detail/brok.data')).toBe('http://shop.test/product/detail/brok');
    expect(at('http://shop.test/product/lister/hond.data?page=2&_routes=routes%2Fcatalogue%2Flister')).toBe(
      'http://shop.test/product/lister/hond?page=2',
    );
    expect(at('http://shop.test/_.data?_routes=root')).toBe('http://shop.test/');
    expect(at('http://shop.test/account/_.data')).toBe('http://shop.test/account/');
  });

  it("drops an index route action's marker but keeps the page's own query", () => {
    expect(at('http://shop.test/cart.data?index&q=voer')).toBe('http://shop.test/cart?q=voer');
    expect(at('http://shop.test/cart?index')).toBe('http://shop.test/cart');
  });

  it('leaves a path that only contains .data elsewhere alone', () => {
    expect(at('http://shop.test/nieuws/big.data-artikel')).toBe('http://shop.test/nieuws/big.data-artikel');
  });
});
