import { describe, expect, it } from 'vitest';
import { loggablePath, requestIdFrom } from './access-log.ts';

describe('the access log', () => {
  it('logs a path without what names a person or opens an account', () => {
    expect(loggablePath('/product/detail/droogvoer-kip-rijst-12kg-100123')).toBe('/product/detail/droogvoer-kip-rijst-12kg-100123');
    expect(loggablePath('/api/aspos/products/url/hond%2Fvoeding')).toBe('/api/aspos/products/url/hond%2Fvoeding');
    expect(loggablePath('/api/aspos/customer/orders/42')).toBe('/api/aspos/customer/orders/42');
    expect(loggablePath('/nieuwsbrief/jan.jansen%40example.nl')).toBe('/nieuwsbrief/:email');
    expect(loggablePath('/reset/q3X9vK2mP8aZ1tY7uW4eR6sD0fG5hJ')).toBe('/reset/:token');
    expect(loggablePath('/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlMTIzNDU')).toBe('/x/:token');
    expect(loggablePath(`/${'a'.repeat(400)}`)).toHaveLength(300);
  });

  it('keeps a plain request id from upstream and makes one otherwise', () => {
    expect(requestIdFrom('lb-7f3a9c21')).toBe('lb-7f3a9c21');
    for (const bad of [undefined, '', 'short', 'with space 12345', 'x'.repeat(129), 'a\nb-12345678']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
