import { describe, expect, it } from 'vitest';
import { elements, partsOf, textNodes, tiles } from './tile-count.ts';

/** A tile as the lister sends it (business customer, 100k catalogue), shortened to the parts counted. */
const tile =
  '<article class="product-tile"><div class="product-tile__media"><picture class="product-picture"><img src="/a.svg" alt="Kokos"/></picture>' +
  '<form class="heart product-tile__heart" action="/wishlist" method="post"><input type="hidden" name="productId" value="30"/>' +
  '<input type="hidden" name="productName" value="Kokos"/><input type="hidden" name="returnTo" value="/l"/>' +
  '<button type="submit" class="heart__button" aria-label="Kokos op je verlanglijst"><svg class="icon" aria-hidden="true"><use href="/i.svg#heart"></use></svg></button>' +
  '<span class="visually-hidden" role="status"></span></form></div><div class="product-tile__body">' +
  '<p class="product-tile__price"><span class="visually-hidden">Prijs<!-- -->: </span><span class="price"><span class="price__amount">€ 13,84</span> <span class="price__vat">excl. btw</span></span></p>' +
  '<div class="order-list-add"><button type="submit" class="order-list-add__button"><svg class="icon"><use href="/i.svg#list"></use></svg><span>Op bestellijst</span></button>' +
  '<span class="order-list-add__done" role="status"></span></div></div></article>';

describe('tile markup counts', () => {
  it('cuts each tile out of a page and counts its elements and text nodes', () => {
    const page = `<main>${tile}<p>tussen</p>${tile}</main>`;
    expect(tiles(page)).toEqual([tile, tile]);
    expect(elements(tile)).toBe(24);
    // Kokos is an attribute; Prijs, ': ', € 13,84, ' ', excl. btw, Op bestellijst.
    expect(textNodes(tile)).toBe(6);
  });

  it('counts each part up to its own closing tag, nested elements of the same name included', () => {
    expect(partsOf(tile)).toEqual({
      media: 11,
      heart: 8,
      brand: 0,
      name: 0,
      rating: 0,
      old: 0,
      price: 5,
      stock: 0,
      delivery: 0,
      add: 0,
      list: 6,
      'svg+use': 4,
      'hidden inputs': 3,
      'visually-hidden': 2,
    });
  });
});
