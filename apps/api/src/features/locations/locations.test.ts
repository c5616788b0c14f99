import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

/** A stand-in external postcode provider: knows one postcode. */
const provider = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const known = url.searchParams.get('postalCode') === '1012JS' && url.searchParams.get('houseNumber') === '1';
  response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(known ? { street: 'Dam', city: 'Amsterdam' } : { error: 'not found' }));
});

let t: TestApi;
beforeAll(async () => {
  provider.listen(0, '127.0.0.1');
  await once(provider, 'listening');
  const { port } = provider.address() as AddressInfo;
  t = await createTestApi({ config: { TOKEN_TTL_HOURS: 24, POSTCODE_PROVIDER_URL: `http://127.0.0.1:${port}/lookup` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe('postcode lookup through a configured provider', () => {
  it('asks the provider with the first space stripped and maps its answer', async () => {
    const response = await t.request('/api/aspos/locations/findaddress', { json: { postalCode: '1012 js', houseNumber: '1' } });
    expect(await response.json()).toEqual({
      Success: true,
      Message: '',
      Data: { Street: 'Dam', City: 'Amsterdam', PostalCode: '1012 JS', HouseNumber: '1' },
    });
  });

  it("says 'Geen adres gevonden' when the provider does not know it", async () => {
    const response = await t.request('/api/aspos/locations/findaddress', { json: { postalCode: '1012JS', houseNumber: '3' } });
    expect(await response.json()).toMatchObject({ Success: false, Message: 'Geen adres gevonden' });
  });
});
