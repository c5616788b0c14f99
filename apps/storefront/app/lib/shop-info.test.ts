import { serializeJsonLd } from '@toonbank/domain';
import { describe, expect, it } from 'vitest';
import { readShopInfo, shopOrganizationJsonLd } from './shop-info.ts';

describe('shopOrganizationJsonLd', () => {
  it('describes the shop from the shop setting with its social profiles as sameAs', () => {
    const shop = readShopInfo({
      name: 'Toonbank',
      legalName: 'Toonbank Groothandel B.V.',
      logo: '/images/stores/logo.svg',
      social: {
        facebook: 'https://www.facebook.com/toonbank',
        instagram: 'https://www.instagram.com/toonbank',
        bad: 'javascript:alert(1)',
      },
    });
    const ld = JSON.parse(serializeJsonLd(shopOrganizationJsonLd(shop, 'https://shop.example'))) as Record<string, unknown>;
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Toonbank Groothandel B.V.',
      url: 'https://shop.example/',
      logo: 'https://shop.example/images/stores/logo.svg',
      sameAs: ['https://www.facebook.com/toonbank', 'https://www.instagram.com/toonbank'],
    });
  });

  it('leaves logo and sameAs out when the setting has none', () => {
    const ld = shopOrganizationJsonLd(readShopInfo(null), 'https://shop.example');
    expect(ld).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Toonbank', url: 'https://shop.example/' });
  });
});
