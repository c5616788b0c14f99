import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('publishes an OpenAPI 3.1 document with the §7 paths', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const [path, method] of [
      ['/api/v2/aspos/common/config', 'get'],
      ['/api/aspos/webnodes/main/root', 'get'],
      ['/api/aspos/webnodes/{id}/products', 'get'],
      ['/api/aspos/brands', 'get'],
      ['/api/aspos/brands/popular', 'get'],
      ['/api/aspos/authentication/login', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
  });

  it('answers unknown paths with the Dutch 404 envelope', async () => {
    const response = await t.request('/api/bestaat/niet');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      Success: false,
      Code: 'NOT_FOUND',
      Message: 'De gevraagde gegevens zijn niet gevonden.',
    });
  });

  it('returns the shop configuration and regions', async () => {
    const body = (await (await t.request('/api/v2/aspos/common/config')).json()) as {
      Data: { Settings: { Name: string }[]; Regions: { Code: string }[] };
    };
    expect(body.Data.Regions.map((r) => r.Code)).toEqual(['NL', 'BE', 'ES']);
    expect(body.Data.Settings.map((s) => s.Name)).toContain('shop');
  });

  it('turns an unexpected failure into a generic Dutch 500 without details', async () => {
    const broken = await createBrokenApi();
    const response = await broken('/api/v2/aspos/common/config');
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ Success: false, Code: 'INTERNAL_ERROR', Message: 'Er is een fout ontstaan, probeer het later nog eens.' });
  });
});

/** An API whose database pool is closed, so every query fails. */
async function createBrokenApi() {
  const { createApi } = await import('./app.ts');
  const { connect } = await import('@toonbank/db/client');
  const dead = connect(t.database.url, { max: 1 });
  await dead.close();
  const api = createApi({ ...t.deps, database: dead });
  return (path: string) => Promise.resolve(api.request(path));
}
