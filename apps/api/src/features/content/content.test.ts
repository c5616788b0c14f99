import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

type Item = { Id: number; Name: string; Children: Item[] };

async function areas(query: string): Promise<Record<string, Item[]>> {
  const response = await t.request(`/api/aspos/content/areas?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: Record<string, Item[]> }).Data;
}

describe('GET /api/aspos/content/areas', () => {
  it('returns the main menu with dropdown children', async () => {
    const data = await areas('areas=MainMenu&areas=MainUsps');
    expect(Object.keys(data).sort()).toEqual(['MainMenu', 'MainUsps']);
    expect(data.MainMenu!.some((item) => item.Children.length > 0)).toBe(true);
    expect(data.MainUsps!.length).toBeGreaterThan(2);
  });

  it('hides items before their publication date and after their removal date', async () => {
    const { rows } = await t.database.pool.query<{ id: number; visible: boolean }>(
      `select id, (coalesce(publication_date <= now(), true) and coalesce(removal_date > now(), true)) as visible
         from content_items where area = 'SiteBanners' and parent_id is null`,
    );
    expect(
      rows.some((r) => !r.visible),
      'demo data has hidden site banners',
    ).toBe(true);
    const shown = (await areas('areas=SiteBanners')).SiteBanners!.map((i) => i.Id).sort();
    expect(shown).toEqual(
      rows
        .filter((r) => r.visible)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('follows the clock it is given', async () => {
    await t.database.pool.query(
      `insert into content_items (area, name, publication_date, removal_date)
       values ('SiteBanners', 'Kerstactie', '2026-12-01T00:00:00Z', '2026-12-27T00:00:00Z')`,
    );
    const names = async (request: TestApi['request']) =>
      (
        (await (await request('/api/aspos/content/areas?areas=SiteBanners')).json()) as { Data: { SiteBanners: Item[] } }
      ).Data.SiteBanners.map((i) => i.Name);
    expect(await names(t.at(new Date('2026-12-10T12:00:00Z')))).toContain('Kerstactie');
    expect(await names(t.at(new Date('2026-11-21T12:00:00Z')))).not.toContain('Kerstactie');
    expect(await names(t.at(new Date('2026-12-27T00:00:00Z')))).not.toContain('Kerstactie');
  });

  it('shows a changed item on the next request (the items are kept until the content revision changes)', async () => {
    const before = (await areas('areas=MainUsps')).MainUsps!;
    const first = before[0]!;
    await t.database.pool.query(`update content_items set name = 'Gratis bezorging vanaf 10 euro' where id = $1`, [first.Id]);
    const after = (await areas('areas=MainUsps&areas=MainMenu')).MainUsps!;
    expect(after.map((item) => item.Name)).toEqual(
      before.map((item) => (item.Id === first.Id ? 'Gratis bezorging vanaf 10 euro' : item.Name)),
    );
    expect((await areas('areas=MainUsps')).MainUsps!.find((item) => item.Id === first.Id)?.Name).toBe('Gratis bezorging vanaf 10 euro');
  });

  it('refuses an unknown area with a Dutch 400', async () => {
    const response = await t.request('/api/aspos/content/areas?areas=Bestaatniet');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Success: false, Code: 'VALIDATION_ERROR' });
  });
});
