import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
let business: string;
let privateToken: string;
beforeAll(async () => {
  t = await createTestApi();
  business = await t.login('zakelijk@toonbank.nl');
  privateToken = await t.login('particulier@toonbank.nl');
});
afterAll(() => t.close());

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await t.database.pool.query(sql, params);
  expect(rows[0], sql).toBeDefined();
  return rows[0] as T;
}

const visible = `p.is_active and p.is_viewable and p.type = 'Product'`;
const codeAOnly = () =>
  one<{ id: number; url: string; number: string; scan_code: string }>(
    `select id, url, number, scan_code from products p where publication_codes = '{A}' and ${visible} and scan_code is not null order by id limit 1`,
  );
const codeB = () =>
  one<{ id: number; url: string; number: string; scan_code: string }>(
    `select id, url, number, scan_code from products p where 'B' = any(publication_codes) and ${visible} and scan_code is not null order by id limit 1`,
  );

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('GET /api/aspos/products/url/{url}', () => {
  it('returns the product page with gallery front first, trimmed number and stock', async () => {
    const product = await one<{ url: string; number: string }>(
      `select p.url, p.number from products p where 'B' = any(publication_codes) and ${visible}
         and (select count(*) from product_images i where i.product_id = p.id) > 1 order by p.id limit 1`,
    );
    const response = await t.request(`/api/aspos/products/url/${product.url}`);
    expect(response.status).toBe(200);
    const { Data } = await json<{ Data: { Gallery: { Type: string }[]; NumberTrimmed: string; StockLevel: string; MaxQuantity: number } }>(
      response,
    );
    expect(Data.Gallery[0]?.Type).toBe('Front');
    expect(Data.NumberTrimmed).toBe(product.number.slice(0, 6));
    expect(['none', 'limited', 'enough']).toContain(Data.StockLevel);
    // Stock per store comes only from GET /api/aspos/products/{id}/stock (§5 rules), not from the product page.
    expect(Data).not.toHaveProperty('Stock');
  });

  it('hides a code-A product from visitors and private customers (404) and shows it to the business customer', async () => {
    const product = await codeAOnly();
    const anonymous = await t.request(`/api/aspos/products/url/${product.url}`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toMatchObject({ Success: false, Message: 'Het product met de code kan niet gevonden worden.' });
    expect((await t.request(`/api/aspos/products/url/${product.url}`, { token: privateToken })).status).toBe(404);
    expect((await t.request(`/api/aspos/products/url/${product.url}`, { token: business })).status).toBe(200);
  });

  it('never shows a ProductVoucher', async () => {
    const voucher = await one<{ url: string }>(`select url from products where type = 'ProductVoucher' limit 1`);
    expect((await t.request(`/api/aspos/products/url/${voucher.url}`, { token: business })).status).toBe(404);
  });

  it('refuses NUL characters with a Dutch 400 instead of a database error', async () => {
    for (const path of [
      '/api/aspos/products/url/a%00b',
      '/api/aspos/products/number/%00',
      '/api/aspos/products/scancode/1%002',
      '/api/aspos/webnodes/url/x%00',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(400);
      // Refused at the API's edge now (issue 13), before the route's own check.
      expect(await response.json()).toMatchObject({ Success: false, Code: 'INVALID_CHARACTERS' });
    }
    const review = await t.request('/api/aspos/products/1/reviews', {
      token: privateToken,
      json: { customerRating: 3, content: 'a\u0000b' },
    });
    expect(review.status).toBe(400);
    const search = await t.request(
      '/api/meilisearch/v1/default/search?facetFilters=brand:%00&baseFacetFilters=tag.dier:%00x&searchTerm=%00',
    );
    expect(search.status).toBe(400);
  });

  it('answers 404 for unknown and odd urls', async () => {
    for (const url of ['bestaat-niet', encodeURIComponent("'; drop table products;--"), encodeURIComponent('<b>x</b>')]) {
      expect((await t.request(`/api/aspos/products/url/${url}`)).status).toBe(404);
    }
  });
});

describe('product lookups', () => {
  it('finds by number and scan code only when published for the viewer', async () => {
    const hidden = await codeAOnly();
    const shown = await codeB();
    expect((await t.request(`/api/aspos/products/number/${shown.number}`)).status).toBe(200);
    expect((await t.request(`/api/aspos/products/number/${hidden.number}`)).status).toBe(404);
    expect((await t.request(`/api/aspos/products/number/${hidden.number}`, { token: business })).status).toBe(200);
    expect((await t.request(`/api/aspos/products/scancode/${shown.scan_code}`)).status).toBe(200);
    expect((await t.request(`/api/aspos/products/scancode/${hidden.scan_code}`)).status).toBe(404);
  });

  it('lists by scan codes and ids, leaving out hidden products', async () => {
    const hidden = await codeAOnly();
    const shown = await codeB();
    const byCodes = await json<{ Data: { Id: number }[] }>(
      await t.request('/api/aspos/products/scancodes', { json: { ScanCodes: [shown.scan_code, hidden.scan_code, 'onbekend'] } }),
    );
    expect(byCodes.Data.map((p) => p.Id)).toEqual([shown.id]);
    const byIds = await json<{ Data: { Id: number }[] }>(
      await t.request(`/api/aspos/products/ids?productIds=${hidden.id},${shown.id}&productIds=abc&productIds=-1`),
    );
    expect(byIds.Data.map((p) => p.Id)).toEqual([shown.id]);
    const asBusiness = await json<{ Data: { Id: number }[] }>(
      await t.request(`/api/aspos/products/ids?productIds=${hidden.id}&productIds=${shown.id}`, { token: business }),
    );
    expect(asBusiness.Data.map((p) => p.Id)).toEqual([hidden.id, shown.id]);
  });

  it('refuses a malformed scan-code body with a Dutch 400', async () => {
    const response = await t.request('/api/aspos/products/scancodes', { json: { ScanCodes: 'x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Success: false, Code: 'VALIDATION_ERROR' });
  });
});

describe('GET /api/aspos/products/{id}/connections', () => {
  it("lists only visible 'Interesting' products, at most the limit", async () => {
    const product = await one<{ id: number }>(
      `select c.product_id as id from product_connections c join products p on p.id = c.product_id
        where c.type = 'Interesting' and 'B' = any(p.publication_codes) and ${visible}
        group by c.product_id order by count(*) desc limit 1`,
    );
    const all = await json<{ Data: { Id: number }[] }>(
      await t.request(`/api/aspos/products/${product.id}/connections`, { token: business }),
    );
    expect(all.Data.length).toBeGreaterThan(0);
    const limited = await json<{ Data: unknown[] }>(await t.request(`/api/aspos/products/${product.id}/connections?limit=1`));
    expect(limited.Data.length).toBeLessThanOrEqual(1);
    const anonymous = await json<{ Data: { Id: number }[] }>(await t.request(`/api/aspos/products/${product.id}/connections?limit=1000`));
    const { rows } = await t.database.pool.query<{ ok: boolean }>(
      `select 'B' = any(publication_codes) as ok from products where id = any($1::int[])`,
      [anonymous.Data.map((p) => p.Id)],
    );
    expect(rows.every((r) => r.ok)).toBe(true);
  });

  it('answers 404 for a product hidden from the viewer', async () => {
    const hidden = await codeAOnly();
    expect((await t.request(`/api/aspos/products/${hidden.id}/connections`)).status).toBe(404);
  });
});

describe('reviews', () => {
  it('lists visible reviews sorted, starting with 3, with average and count', async () => {
    const product = await one<{ id: number; n: number }>(
      `select r.product_id as id, count(*)::int as n from product_reviews r join products p on p.id = r.product_id
        where r.is_visible and 'B' = any(p.publication_codes) and ${visible} group by r.product_id having count(*) > 3 order by r.product_id limit 1`,
    );
    type Reviews = { Data: { Reviews: { Rating: number; Date: string }[]; Total: number; Average: number } };
    const first = await json<Reviews>(await t.request(`/api/aspos/products/${product.id}/reviews`));
    expect(first.Data.Reviews).toHaveLength(3);
    expect(first.Data.Total).toBe(product.n);
    const dates = first.Data.Reviews.map((r) => r.Date);
    expect(dates).toEqual([...dates].sort().reverse());
    const most = await json<Reviews>(await t.request(`/api/aspos/products/${product.id}/reviews?sortField=Rating&limit=100`));
    const ratings = most.Data.Reviews.map((r) => r.Rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const fewest = await json<Reviews>(await t.request(`/api/aspos/products/${product.id}/reviews?sortField=fewestStars&limit=100`));
    expect(fewest.Data.Reviews.map((r) => r.Rating)).toEqual([...ratings].reverse());
    expect(fewest.Data.Average).toBeGreaterThanOrEqual(1);
  });

  it('answers reviews in one statement: dates and average as stored, a page past the end keeps count and average, hidden products 404', async () => {
    const product = await one<{ id: number; n: number; average: number; newest: Date }>(
      `select r.product_id as id, count(*)::int as n, avg(r.rating)::float8 as average, max(r.created_at) as newest
         from product_reviews r join products p on p.id = r.product_id
        where r.is_visible and 'B' = any(p.publication_codes) and ${visible} group by r.product_id having count(*) > 3 order by r.product_id limit 1`,
    );
    type Reviews = { Data: { Reviews: { Date: string }[]; Total: number; Average: number | null } };
    const first = await json<Reviews>(await t.request(`/api/aspos/products/${product.id}/reviews`));
    const average = Math.round(product.average * 10) / 10;
    expect(first.Data.Average).toBe(average);
    expect(first.Data.Reviews[0]!.Date).toBe(product.newest.toISOString());
    const past = await json<Reviews>(await t.request(`/api/aspos/products/${product.id}/reviews?offset=${product.n}&limit=3`));
    expect(past.Data).toEqual({ Reviews: [], Total: product.n, Average: average });
    const none = await one<{ id: number }>(
      `select p.id from products p where 'B' = any(p.publication_codes) and ${visible}
          and not exists (select 1 from product_reviews r where r.product_id = p.id and r.is_visible) order by p.id limit 1`,
    );
    expect((await json<Reviews>(await t.request(`/api/aspos/products/${none.id}/reviews`))).Data).toEqual({
      Reviews: [],
      Total: 0,
      Average: null,
    });
    const hidden = await codeAOnly();
    expect((await t.request(`/api/aspos/products/${hidden.id}/reviews`, { token: privateToken })).status).toBe(404);
    expect((await t.request(`/api/aspos/products/${hidden.id}/reviews`, { token: business })).status).toBe(200);
  });

  it('needs a login to write, requires content and a rating 1-5, and stores the review invisible', async () => {
    const product = await codeB();
    const path = `/api/aspos/products/${product.id}/reviews`;
    expect((await t.request(path, { json: { customerRating: 5, content: 'Top!' } })).status).toBe(401);
    const empty = await t.request(path, { token: privateToken, json: { customerRating: 5, content: '   ' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ Errors: [{ Field: 'content', Message: 'Het veld is verplicht.' }] });
    expect((await t.request(path, { token: privateToken, json: { customerRating: 6, content: 'x' } })).status).toBe(400);
    const before = await json<{ Data: { Total: number } }>(await t.request(`${path}?limit=100`));
    const saved = await t.request(path, {
      token: privateToken,
      json: { customerRating: 4, content: 'Lekker <b>voer</b>', isVisible: true },
    });
    expect(saved.status).toBe(200);
    const { Id } = await json<{ Id: number }>(saved);
    const after = await json<{ Data: { Total: number } }>(await t.request(`${path}?limit=100`));
    expect(after.Data.Total).toBe(before.Data.Total);
    await t.database.pool.query('update product_reviews set is_visible = true where id = $1', [Id]);
    const approved = await json<{ Data: { Total: number; Reviews: { Id: number; Content: string }[] } }>(
      await t.request(`${path}?limit=100`),
    );
    expect(approved.Data.Total).toBe(before.Data.Total + 1);
    expect(approved.Data.Reviews.find((r) => r.Id === Id)?.Content).toBe('Lekker <b>voer</b>');
  });

  it('cannot review a product hidden from the customer', async () => {
    const hidden = await codeAOnly();
    expect(
      (await t.request(`/api/aspos/products/${hidden.id}/reviews`, { token: privateToken, json: { customerRating: 3, content: 'x' } }))
        .status,
    ).toBe(404);
  });
});

describe('recently viewed', () => {
  it('stores views of a logged-in customer, newest first, and nothing for visitors', async () => {
    const [a, b] = (
      await t.database.pool.query<{ id: number }>(
        `select id from products p where 'B' = any(publication_codes) and ${visible} order by id limit 2`,
      )
    ).rows;
    const anonymous = await json<{ Stored: boolean }>(await t.request('/api/aspos/products/viewed', { json: { productId: a!.id } }));
    expect(anonymous.Stored).toBe(false);
    expect((await json<{ Data: unknown[] }>(await t.request('/api/aspos/products/viewed'))).Data).toEqual([]);
    await t.request('/api/aspos/products/viewed', { token: privateToken, json: { productId: a!.id, brandId: null } });
    await t.request('/api/aspos/products/viewed', { token: privateToken, json: { productId: b!.id } });
    const list = await json<{ Data: { Id: number }[] }>(await t.request('/api/aspos/products/viewed', { token: privateToken }));
    expect(list.Data.map((p) => p.Id).slice(0, 2)).toEqual([b!.id, a!.id]);
    const other = await json<{ Data: { Id: number }[] }>(await t.request('/api/aspos/products/viewed', { token: business }));
    expect(other.Data.map((p) => p.Id)).not.toContain(b!.id);
  });

  it('keeps the 50 latest views of a customer, a product viewed again coming back on top', async () => {
    const ids = (
      await t.database.pool.query<{ id: number }>(
        `select id from products p where 'B' = any(publication_codes) and ${visible} order by id limit 52`,
      )
    ).rows.map((row) => row.id);
    expect(ids).toHaveLength(52);
    const view = async (productId: number) =>
      expect((await t.request('/api/aspos/products/viewed', { token: privateToken, json: { productId } })).status).toBe(200);
    for (const id of ids) await view(id);
    const kept = async () =>
      (
        await t.database.pool.query<{ product_id: number }>(
          `select product_id from viewed_products where customer_id = (select customer_id from users where email = 'particulier@toonbank.nl')
             order by viewed_at desc`,
        )
      ).rows.map((row) => row.product_id);
    expect(await kept()).toEqual(ids.slice(2).reverse());
    await view(ids[2]!);
    expect(await kept()).toEqual([ids[2]!, ...ids.slice(3).reverse()]);
    await view(ids[0]!);
    const after = await kept();
    expect(after).toHaveLength(50);
    expect(after.slice(0, 2)).toEqual([ids[0]!, ids[2]!]);
    expect(after).not.toContain(ids[3]);
  });

  it('refuses a view of a hidden product and writes nothing; a customer who may see it stores it', async () => {
    const hidden = await codeAOnly();
    const viewsOf = async (email: string) =>
      (
        await t.database.pool.query<{ product_id: number }>(
          `select product_id from viewed_products where product_id = $1
              and customer_id = (select customer_id from users where email = $2)`,
          [hidden.id, email],
        )
      ).rows.length;
    expect((await t.request('/api/aspos/products/viewed', { token: privateToken, json: { productId: hidden.id } })).status).toBe(404);
    expect(await viewsOf('particulier@toonbank.nl')).toBe(0);
    const stored = await t.request('/api/aspos/products/viewed', { token: business, json: { productId: hidden.id } });
    expect(stored.status).toBe(200);
    expect(await json<{ Stored: boolean }>(stored)).toMatchObject({ Stored: true });
    expect(await viewsOf('zakelijk@toonbank.nl')).toBe(1);
  });
});

describe('GET /api/aspos/discounts', () => {
  type Discounts = { Data: { FlyerCode: string; PriceListId: number | null }[] };
  it('finds the discount of a flyer code active on the day, not after it ended more than two days ago', async () => {
    const weekend = await one<{ start: Date; end: Date }>(
      `select start_date as start, end_date as "end" from discounts where flyer_code = 'WEEKEND'`,
    );
    const during = new Date(weekend.start.getTime() + 3_600_000).toISOString();
    const found = await json<Discounts>(await t.request(`/api/aspos/discounts?flyerCodes=weekend&startDate=${during}`));
    expect(found.Data.map((d) => d.FlyerCode)).toEqual(['WEEKEND']);
    const dayAfter = new Date(weekend.end.getTime() + 86_400_000).toISOString();
    expect((await json<Discounts>(await t.request(`/api/aspos/discounts?flyerCodes=WEEKEND&startDate=${dayAfter}`))).Data).toHaveLength(1);
    const weekAfter = new Date(weekend.end.getTime() + 7 * 86_400_000).toISOString();
    expect((await json<Discounts>(await t.request(`/api/aspos/discounts?flyerCodes=WEEKEND&startDate=${weekAfter}`))).Data).toHaveLength(0);
  });

  it('gives a price-list discount only to customers on that price list', async () => {
    const wholesale = await one<{ start: Date; price_list_id: number }>(
      `select start_date as start, price_list_id from discounts where flyer_code = 'GROOTHANDEL'`,
    );
    const at = new Date(wholesale.start.getTime() + 3_600_000).toISOString();
    const path = `/api/aspos/discounts?flyerCodes=GROOTHANDEL&startDate=${at}`;
    expect((await json<Discounts>(await t.request(path))).Data).toEqual([]);
    const { price_list_id: businessList } = await one<{ price_list_id: number | null }>(
      `select c.price_list_id from customers c join users u on u.customer_id = c.id where lower(u.email) = 'zakelijk@toonbank.nl'`,
    );
    const seen = await json<Discounts>(await t.request(path, { token: business }));
    expect(seen.Data.length).toBe(businessList === wholesale.price_list_id ? 1 : 0);
  });

  it('ignores an unreadable date and unknown codes', async () => {
    const response = await t.request('/api/aspos/discounts?flyerCodes=ONBEKEND&startDate=gisteren');
    expect(response.status).toBe(200);
    expect((await json<Discounts>(response)).Data).toEqual([]);
  });
});

describe('product summaries for tiles (issue 12 finish)', () => {
  it('carry the rating and count of the visible reviews, as the product page has them', async () => {
    const product = await one<{ id: number; url: string }>(
      `select p.id, p.url from products p where 'B' = any(p.publication_codes) and ${visible}
         and exists (select 1 from product_reviews r where r.product_id = p.id and r.is_visible)
         and exists (select 1 from product_reviews r where r.product_id = p.id and not r.is_visible) order by p.id limit 1`,
    );
    const visibleCount = await one<{ n: number }>('select count(*)::int as n from product_reviews where product_id = $1 and is_visible', [
      product.id,
    ]);
    type Summary = { Rating: number | null; ReviewCount: number };
    const [summary] = (await json<{ Data: Summary[] }>(await t.request(`/api/aspos/products/ids?productIds=${product.id}`))).Data;
    const detail = (await json<{ Data: Summary }>(await t.request(`/api/aspos/products/url/${product.url}`))).Data;
    const reviews = (await json<{ Data: { Average: number; Total: number } }>(await t.request(`/api/aspos/products/${product.id}/reviews`)))
      .Data;
    expect(summary?.ReviewCount).toBe(visibleCount.n);
    expect(summary?.Rating).toBe(reviews.Average);
    expect({ Rating: detail.Rating, ReviewCount: detail.ReviewCount }).toEqual({
      Rating: summary?.Rating,
      ReviewCount: summary?.ReviewCount,
    });
  });

  it("carry the checkout's delivery promise: tomorrow before the cutoff, the next working days after it on a Friday", async () => {
    const product = await one<{ id: number }>(
      `select id from products p where 'B' = any(publication_codes) and ${visible} and not is_virtual and is_orderable and stock_quantity > 50 order by id limit 1`,
    );
    type Delivery = { InStock: boolean; Date: string | null; IsTomorrow: boolean; Cutoff: string };
    const delivery = async (now: Date) =>
      (await json<{ Data: { Delivery: Delivery | null }[] }>(await t.at(now)(`/api/aspos/products/ids?productIds=${product.id}`))).Data[0]
        ?.Delivery;
    // Tuesday 24 November 2026, 10:00 in Amsterdam: the same promise as the checkout's cart at that moment.
    const tuesday = new Date('2026-11-24T09:00:00Z');
    const cart = (
      await json<{ Data: { DeliveryPromise: { Date: string; IsTomorrow: boolean; Cutoff: string } } }>(
        await t.at(tuesday)('/api/aspos/cart', { token: privateToken }),
      )
    ).Data;
    expect(await delivery(tuesday)).toMatchObject({
      InStock: true,
      Date: cart.DeliveryPromise.Date,
      IsTomorrow: cart.DeliveryPromise.IsTomorrow,
      Cutoff: cart.DeliveryPromise.Cutoff,
    });
    expect(cart.DeliveryPromise).toMatchObject({ Date: '2026-11-25', IsTomorrow: true });
    // Friday 27 November, 23:30: after the cutoff, so not tomorrow, and not before Monday.
    const late = await delivery(new Date('2026-11-27T22:30:00Z'));
    expect(late?.IsTomorrow).toBe(false);
    expect(late?.Date && late.Date >= '2026-11-30').toBe(true);
  });

  it('have no delivery promise for a product that cannot be ordered', async () => {
    const product = await one<{ id: number }>(
      `select id from products p where 'B' = any(publication_codes) and ${visible} and stock_quantity = 0 order by id limit 1`,
    );
    const [summary] = (
      await json<{ Data: { Delivery: unknown; IsOrderable: boolean }[] }>(
        await t.request(`/api/aspos/products/ids?productIds=${product.id}`),
      )
    ).Data;
    expect(summary).toMatchObject({ IsOrderable: false, Delivery: null });
  });
});
