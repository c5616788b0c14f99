import { describe, expect, it } from 'vitest';
import { withoutDeadEnds, type MenuTree } from './menu-rules.ts';

interface Entry {
  name: string;
  url: string | null;
  children: Entry[];
}

const entry = (name: string, url: string | null, children: Entry[] = []): Entry => ({ name, url, children });

/** Listers under 'meer' have nothing for this viewer. */
const tree: MenuTree<Entry> = {
  children: (item) => item.children,
  hasLink: (item) => item.url !== null,
  leadsNowhere: (item) => item.url!.startsWith('/product/lister/meer'),
  rebuild: (item, children, keepLink) => ({ ...item, url: keepLink ? item.url : null, children }),
};

const names = (items: Entry[]): unknown[] =>
  items.map((item) => (item.children.length ? [item.name, item.url, names(item.children)] : [item.name, item.url]));

describe('withoutDeadEnds', () => {
  it('drops entries whose lister is empty, keeps a parent without its own dead link while a child leads somewhere', () => {
    const menu = [
      entry('Hond', '/product/lister/hond', [entry('Voeding', '/product/lister/hond/voeding')]),
      entry('Meer', '/product/lister/meer', [
        entry('POS-materiaal', '/product/lister/meer/pos-materiaal'),
        entry('Kassakoopjes', '/product/lister/kassakoopjes'),
      ]),
      entry('Zakelijk', '/product/lister/meer/zakelijk'),
    ];
    expect(names(withoutDeadEnds(menu, tree))).toEqual([
      ['Hond', '/product/lister/hond', [['Voeding', '/product/lister/hond/voeding']]],
      ['Meer', null, [['Kassakoopjes', '/product/lister/kassakoopjes']]],
    ]);
  });

  it('drops a parent whose own lister and every child lead nowhere', () => {
    const menu = [entry('Meer', '/product/lister/meer', [entry('POS-materiaal', '/product/lister/meer/pos-materiaal')])];
    expect(withoutDeadEnds(menu, tree)).toEqual([]);
  });

  it('drops a heading without link whose children all went, keeps plain texts and unchanged entries as they are', () => {
    const text = entry('Gratis verzending vanaf € 30', null);
    const hond = entry('Hond', '/product/lister/hond');
    const menu = [entry('Extra', null, [entry('POS-materiaal', '/product/lister/meer/pos-materiaal')]), text, hond];
    const result = withoutDeadEnds(menu, tree);
    expect(result).toEqual([text, hond]);
    expect(result[1]).toBe(hond);
  });

  it('passes the depth, so a rule may read a child’s link differently', () => {
    const depths: number[] = [];
    withoutDeadEnds([entry('a', '/a', [entry('b', '/b', [entry('c', '/c')])])], {
      ...tree,
      leadsNowhere: (_item, depth) => (depths.push(depth), false),
    });
    expect(depths.sort()).toEqual([0, 1, 2]);
  });
});
