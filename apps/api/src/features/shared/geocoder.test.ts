import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import { httpGeocoder, offlineGeocoder } from './geocoder.ts';

/**
 * A stand-in external geocoder: knows 'Toonstad' (a town the offline table
 * does not know, next to the Eindhoven store), fails for '3511 AB', answers
 * nonsense for 'Zwolle' and is too slow for 'Traag'; anything else is 404.
 */
const asked: URLSearchParams[] = [];
const geocoderServer = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  asked.push(url.searchParams);
  const q = url.searchParams.get('q');
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (q === 'Toonstad') send(200, { lat: 51.46, lng: 5.46, city: 'Toonstad' });
  else if (q === '3511 AB') send(500, { error: 'kapot' });
  else if (q === 'Zwolle') send(200, { lat: 'noord', lng: 999 });
  else if (q === 'Traag') setTimeout(() => send(200, { lat: 53.21, lng: 6.55 }), 600);
  else send(404, {});
});

let t: TestApi;
let geocoderUrl: string;
beforeAll(async () => {
  geocoderServer.listen(0, '127.0.0.1');
  await once(geocoderServer, 'listening');
  const { port } = geocoderServer.address() as AddressInfo;
  geocoderUrl = `http://127.0.0.1:${port}/geocode`;
  t = await createTestApi({ config: { TOKEN_TTL_HOURS: 24, GEOCODER_URL: geocoderUrl } });
});
afterAll(async () => {
  await t.close();
  geocoderServer.closeAllConnections();
  await new Promise<void>((resolve) => geocoderServer.close(() => resolve()));
});

type ListData = {
  Stores: { Address: { City: string }; DistanceInMeters: number | null }[];
  Location: { City: string; Lat: number } | null;
  LocationNotFound: boolean;
};

async function near(place: string): Promise<ListData> {
  const response = await t.request(`/api/aspos/stores?near=${encodeURIComponent(place)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: ListData }).Data;
}

describe('store finder with GEOCODER_URL set', () => {
  it('asks the external geocoder with q and country=NL and measures from its answer', async () => {
    const data = await near(' Toonstad ');
    expect(data.Location).toMatchObject({ City: 'Toonstad', Lat: 51.46 });
    expect(data.Stores[0]!.Address.City).toBe('Eindhoven');
    const request = asked.find((params) => params.get('q') === 'Toonstad');
    expect(request?.get('country')).toBe('NL');
  });

  it('falls back to the offline table when the geocoder fails, answers nothing or answers nonsense', async () => {
    expect((await near('3511 AB')).Location?.City).toBe('Utrecht');
    expect((await near('groningen')).Stores[0]!.Address.City).toBe('Groningen');
    expect((await near('Zwolle')).Location?.City).toBe('Zwolle');
  });

  it('says the place is unknown when neither knows it', async () => {
    const data = await near('Atlantis');
    expect(data.LocationNotFound).toBe(true);
    expect(data.Stores[0]!.DistanceInMeters).toBeNull();
  });
});

describe('httpGeocoder', () => {
  it('gives up after the timeout and answers from the fallback', async () => {
    const warnings: unknown[] = [];
    const geocoder = httpGeocoder(geocoderUrl, offlineGeocoder(t.database.db), { warn: (details) => void warnings.push(details) }, 200);
    const found = await geocoder.geocode('Traag');
    expect(found).toBeNull(); // 'Traag' is no town in the offline table either
    expect(warnings).toHaveLength(1);
    expect(await geocoder.geocode('   ')).toBeNull();
  });

  it('answers null, never throws, when the geocoder cannot be reached', async () => {
    const unreachable = httpGeocoder('http://127.0.0.1:9/geocode', offlineGeocoder(t.database.db), { warn: () => undefined }, 500);
    expect(await unreachable.geocode('Atlantis')).toBeNull();
    expect((await unreachable.geocode('Groningen'))?.City).toBe('Groningen');
  });
});
