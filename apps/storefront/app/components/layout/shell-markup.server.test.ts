import { describe, expect, it } from 'vitest';
import type { ShopInfo, SiteWide } from '../../lib/content.ts';
import { contentItem, resetContentItemIds } from '../../lib/content-items.testing.ts';
import { SHELL_VARIANTS_MAX, shellFor, type ShellVariant } from './shell-markup.server.tsx';

const item = contentItem;

const shop: ShopInfo = {
  name: 'Toonbank',
  street: 'Dorpsstraat 1',
  postalCode: '1234 AB',
  city: 'Utrecht',
  country: null,
  phone: '030 123 4567',
  fax: null,
  email: 'info@example.nl',
  kvk: null,
  vat: null,
  builderName: null,
  builderUrl: null,
  social: [],
  logo: null,
};

/** The site-wide parts as `getSiteWide` gives them: a new object each time, with the same ids for the same content. */
function siteWide(footerTitle = 'Service'): SiteWide {
  resetContentItemIds();
  return {
    areas: {
      MainMenu: [
        item('Hond', '/product/lister/hond', [
          item('Voer', '/product/lister/hond/voer'),
          item('Speelgoed', '/product/lister/hond/speelgoed'),
        ]),
        item('Meer', '/product/lister/meer', [
          item('POS-materiaal', 'pos-materiaal', [], 'pos-materiaal'),
          item('Kassakoopjes', '/product/lister/kassakoopjes'),
        ]),
      ],
      TopMenu: [item('Klantenservice', '/klantenservice')],
      FooterMenu: [item(footerTitle, null, [item('Verzending', '/verzending'), item('Word klant', '/zakelijk')])],
      SubFooterMenu: [item('Privacy', '/privacy')],
      ServiceMenus: [],
      SiteBanners: [item('Kerstsluiting', null)],
      MainUsps: [item('Gratis verzending vanaf € 50', null)],
    },
    shop,
  };
}

const anonymous: ShellVariant = { locale: 'nl', loggedIn: false, emptyListers: new Set(), year: 2026 };

function html(shell: ReturnType<typeof shellFor>): string {
  return Object.values(shell.markup.parts).join('\n');
}

describe('shellFor: the site-wide parts rendered once (decision 0027)', () => {
  it('renders a variant once per site-wide content and gives its key, the islands and the slim data', () => {
    const content = siteWide();
    const first = shellFor(content, anonymous);
    expect(shellFor(content, { ...anonymous, emptyListers: new Set() })).toBe(first);
    expect(Object.keys(first.markup.parts).sort()).toEqual(
      [
        'banners',
        'credits',
        'footer-main',
        `menu-${content.areas.MainMenu[0]!.Id}`,
        `menu-${content.areas.MainMenu[1]!.Id}`,
        'subfooter',
        'usps',
      ].sort(),
    );
    expect(first.islands).toEqual({ key: first.markup.key, usps: true, banners: true });
    expect(Object.keys(first.siteWide).sort()).toEqual(['menuBar', 'quickLinks', 'shop']);
    expect(first.siteWide.menuBar.map((item) => 'Children' in item)).not.toContain(true);
    expect(first.markup.parts['footer-main']).toContain('Verzending');
    expect(first.markup.parts[`menu-${content.areas.MainMenu[0]!.Id}`]).toContain('href="/product/lister/hond/speelgoed"');
    expect(first.markup.parts.credits).toContain('2026');
  });

  it('gives a new shell with a new key when the content changes, the same key for the same markup', () => {
    const before = shellFor(siteWide('Service'), anonymous);
    const changed = shellFor(siteWide('Klantenservice en verzending'), anonymous);
    expect(changed.markup.key).not.toBe(before.markup.key);
    expect(changed.markup.parts['footer-main']).toContain('Klantenservice en verzending');
    expect(before.markup.parts['footer-main']).not.toContain('Klantenservice en verzending');
    // Content fetched anew but unchanged (the site-wide parts are renewed every minute) keeps its key.
    expect(shellFor(siteWide('Service'), anonymous).markup.key).toBe(before.markup.key);
  });

  it('renders French and Dutch apart', () => {
    const content = siteWide();
    const nl = shellFor(content, anonymous);
    const fr = shellFor(content, { ...anonymous, locale: 'fr' });
    expect(fr.markup.key).not.toBe(nl.markup.key);
    expect(nl.markup.parts['footer-main']).toContain('Contact');
    // A Dutch text on a French page is marked as Dutch (issue 12 defect 6).
    expect(fr.markup.parts['footer-main']).toContain('<span lang="nl">Verzending</span>');
    expect(nl.markup.parts['footer-main']).not.toContain('lang="nl"');
  });

  it('leaves the sign-up entries out for customers and the empty listers out of the menus', () => {
    const content = siteWide();
    const visitor = shellFor(content, anonymous);
    const customer = shellFor(content, { ...anonymous, loggedIn: true });
    expect(html(visitor)).toContain('footer-signup');
    expect(html(visitor)).toContain('href="/zakelijk"');
    expect(html(customer)).not.toContain('footer-signup');
    expect(html(customer)).not.toContain('href="/zakelijk"');
    const withoutPos = shellFor(content, { ...anonymous, loggedIn: true, emptyListers: new Set(['meer/pos-materiaal']) });
    expect(html(customer)).toContain('POS-materiaal');
    expect(html(withoutPos)).not.toContain('POS-materiaal');
    expect(withoutPos.markup.key).not.toBe(customer.markup.key);
  });

  it('holds nothing personal: two customers of one audience get the one shell; its inputs name no person', () => {
    const content = siteWide();
    const variant = (): ShellVariant => ({ locale: 'nl', loggedIn: true, emptyListers: new Set(['meer']), year: 2026 });
    expect(shellFor(content, variant())).toBe(shellFor(content, variant()));
    expect(Object.keys(variant()).sort()).toEqual(['emptyListers', 'locale', 'loggedIn', 'year']);
  });

  it('keeps at most SHELL_VARIANTS_MAX variants per content, the least recently used going first', () => {
    const content = siteWide();
    const variantOf = (n: number): ShellVariant => ({ ...anonymous, emptyListers: new Set([`lister-${n}`]) });
    const first = shellFor(content, variantOf(0));
    const second = shellFor(content, variantOf(1));
    for (let n = 2; n < SHELL_VARIANTS_MAX; n += 1) shellFor(content, variantOf(n));
    expect(shellFor(content, variantOf(0))).toBe(first); // used again: now the most recent
    shellFor(content, variantOf(SHELL_VARIANTS_MAX)); // one over the bound: the least recently used (1) goes
    expect(shellFor(content, variantOf(0))).toBe(first);
    expect(shellFor(content, variantOf(1))).not.toBe(second);
  });
});
