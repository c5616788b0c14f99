import { describe, expect, it } from 'vitest';
import { contentItem } from './content-items.testing.ts';
import { bannerPicture, categoriesWithProducts, listerNodeUrl, withoutEmptyListerItems, type CategoryNode } from './content.ts';

let nextId = 1;
const item = contentItem;

describe('listerNodeUrl', () => {
  it('reads the category of a lister link, nothing of other links', () => {
    expect(listerNodeUrl('/product/lister/meer/pos-materiaal/?size=48#top')).toBe('meer/pos-materiaal');
    expect(listerNodeUrl('/product/lister/vlooien%20%26%20teken')).toBe('vlooien & teken');
    expect(listerNodeUrl('/merken')).toBeNull();
  });
});

describe('withoutEmptyListerItems (issue 12 defect 5)', () => {
  const empty = new Set(['meer', 'meer/pos-materiaal']);

  it('leaves out entries to empty listers, a pos-materiaal child by its meer/ link, and the parent’s own dead link', () => {
    const menu = [
      item('Hond', '/product/lister/hond'),
      item('Meer', '/product/lister/meer', [
        item('POS-materiaal', 'pos-materiaal', [], 'pos-materiaal'),
        item('Kassakoopjes', '/product/lister/kassakoopjes'),
      ]),
      item('Klantenservice', '/klantenservice'),
    ];
    const result = withoutEmptyListerItems(menu, empty);
    expect(result.map((i) => [i.Name, i.Url, i.Children.map((c) => c.Name)])).toEqual([
      ['Hond', '/product/lister/hond', []],
      ['Meer', null, ['Kassakoopjes']],
      ['Klantenservice', '/klantenservice', []],
    ]);
  });

  it('keeps everything when nothing is empty, and texts without links', () => {
    const menu = [item('Gratis verzending vanaf € 30', null), item('Meer', '/product/lister/meer')];
    expect(withoutEmptyListerItems(menu, new Set())).toBe(menu);
    expect(withoutEmptyListerItems(menu, empty).map((i) => i.Name)).toEqual(['Gratis verzending vanaf € 30']);
  });
});

describe('categoriesWithProducts', () => {
  it('leaves out categories without a product for the viewer', () => {
    const node = (Url: string, Children: CategoryNode[] = []): CategoryNode => ({ Id: nextId++, Name: Url, Url, Language: 'nl', Children });
    const tree = [node('hond', [node('hond/voeding'), node('hond/pos')]), node('meer', [node('meer/pos-materiaal')])];
    const result = categoriesWithProducts(tree, new Set(['hond/pos', 'meer', 'meer/pos-materiaal']));
    expect(result.map((n) => [n.Url, n.Children.map((c) => c.Url)])).toEqual([['hond', ['hond/voeding']]]);
  });
});

describe('bannerPicture', () => {
  it('shows a banner picture (Dutch lettering) on Dutch pages only', () => {
    const item = { ...contentItem('Winteractie', '/winter'), Image: '/media/banners/winter.webp' };
    expect(bannerPicture(item, 'nl')).toBe('/media/banners/winter.webp');
    expect(bannerPicture(item, 'fr')).toBeNull();
    expect(bannerPicture(item, 'en')).toBeNull();
  });

  it('has no picture for an item without one', () => {
    expect(bannerPicture(contentItem('Winteractie', '/winter'), 'nl')).toBeNull();
    expect(bannerPicture({ ...contentItem('Winteractie', '/winter'), Image: '' }, 'nl')).toBeNull();
  });
});
