/**
 * Line notes (§7 cart/lines/notes) and the order data of the cart session (§3: order reference, remark) on the real
 * PostgreSQL: set, refused, kept until the order, and on the order lines with the gifts (at 0.00, taking stock).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';

let t: TestApi;
let lotte: string;
let sanne: string;
let rep: string;
let big = 0;
let cheap = 0;
let sample = 0;

const call = (...args: Parameters<TestApi['call']>) => t.call(...args);
const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);
const cartOf = async (token: string) => (await call('/api/aspos/cart', token)).body.Data as CheckoutCart;
const set = (token: string, productId: number, quantity: number) =>
  call('/api/aspos/cart/lines/batch', token, { changes: [{ action: 2, productId, quantity }] });
const notes = (token: string | null, changes: unknown[]) => call('/api/aspos/cart/lines/notes', token, { changes });
const noteOf = (cart: CheckoutCart, productId: number) => cart.CartLines.find((l) => l.ProductId === productId)?.Notes;

const plain = `is_active and is_viewable and is_orderable and not is_virtual and type <> 'ProductVoucher' and 'B' = any(publication_codes)
  and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
  and exists (select 1 from product_web_nodes w where w.product_id = products.id)
  and not exists (select 1 from discount_products d where d.product_id = products.id)`;

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  big = (
    await query<{ id: number }>(
      `select id from products where ${plain} and list_price_incl_cents between 3000 and 6000 order by id limit 1`,
    )
  )[0]!.id;
  cheap = (
    await query<{ id: number }>(`select id from products where ${plain} and list_price_incl_cents between 500 and 1500 order by id limit 1`)
  )[0]!.id;
  sample = (
    await query<{ product_id: number }>(
      `select product_id from product_web_nodes
        where web_node_id = (select (value->'sampleProducts'->>'id')::int from settings where name = 'specialWebNodes')
        order by product_id limit 1`,
    )
  )[0]!.product_id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([call('/api/aspos/cart/lines', lotte, undefined, 'DELETE'), call('/api/aspos/cart/lines', sanne, undefined, 'DELETE')]);
});

describe('line notes (§7 cart/lines/notes)', () => {
  it('sets a note by line id or product id, folded and trimmed, and clears it with an empty one', async () => {
    await set(lotte, big, 1);
    await set(lotte, cheap, 2);
    const lineId = (await cartOf(lotte)).CartLines.find((l) => l.ProductId === big)!.Id;
    const r = await notes(lotte, [
      { lineId, notes: '  Graag apart\n\n verpakken ' },
      { productId: cheap, notes: 'Voor de winkel in Utrecht' },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cart = r.body.Data as CheckoutCart;
    expect(noteOf(cart, big)).toBe('Graag apart verpakken');
    expect(noteOf(cart, cheap)).toBe('Voor de winkel in Utrecht');
    // The next read (the cart cache) shows them too, and a quantity change keeps them.
    await set(lotte, cheap, 3);
    expect(noteOf(await cartOf(lotte), cheap)).toBe('Voor de winkel in Utrecht');
    await notes(lotte, [{ productId: cheap, notes: '' }]);
    expect(noteOf(await cartOf(lotte), cheap)).toBe('');
  });

  it('refuses a note that is too long, a line not in the cart and bad input with a Dutch 4xx, saving nothing', async () => {
    await set(lotte, big, 1);
    await notes(lotte, [{ productId: big, notes: 'eerst' }]);
    const long = await notes(lotte, [
      { productId: big, notes: 'nieuw' },
      { productId: big, notes: 'x'.repeat(201) },
    ]);
    expect(long.status).toBe(400);
    expect(long.body.Message).toBe('Een opmerking bij een product mag hoogstens 200 tekens lang zijn.');
    expect(long.body.Errors).toEqual([
      { Field: 'changes.1.notes', Message: 'Een opmerking bij een product mag hoogstens 200 tekens lang zijn.' },
    ]);
    const missing = await notes(lotte, [
      { productId: big, notes: 'nieuw' },
      { productId: cheap, notes: 'niet in de wagen' },
    ]);
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toBe('Dit product staat niet in je winkelwagen.');
    for (const changes of [
      [],
      [{ notes: 'x' }],
      [{ lineId: 1, productId: big, notes: 'x' }],
      [{ productId: big, notes: 'a\u0000b' }],
      [{ productId: big }],
    ]) {
      const r = await notes(lotte, changes);
      expect(r.status, JSON.stringify(changes)).toBe(400);
      expect(r.body.Success).toBe(false);
    }
    expect(noteOf(await cartOf(lotte), big)).toBe('eerst');
  });

  it("refuses anonymous (401), a representative for nobody (404) and another customer's line (404, unchanged)", async () => {
    await set(lotte, big, 1);
    await notes(lotte, [{ productId: big, notes: 'van Lotte' }]);
    const lineId = (await cartOf(lotte)).CartLines[0]!.Id;
    expect((await notes(null, [{ lineId, notes: 'x' }])).status).toBe(401);
    expect((await notes(rep, [{ lineId, notes: 'x' }])).status).toBe(404);
    const other = await notes(sanne, [{ lineId, notes: 'van Sanne' }]);
    expect(other.status).toBe(404);
    expect(noteOf(await cartOf(lotte), big)).toBe('van Lotte');
  });
});

describe('the order keeps notes, gifts, reference and remark', () => {
  it('keeps the reference and remark on the cart session across reads, changes and a new login until the order', async () => {
    await set(lotte, big, 1);
    expect((await call('/api/aspos/cart/customer', lotte, { orderReference: 'PO-4711', remark: 'Bel even aan' })).status).toBe(200);
    await set(lotte, cheap, 1);
    const again = await t.login('particulier@toonbank.nl');
    const cart = await cartOf(again);
    expect(cart).toMatchObject({ OrderReference: 'PO-4711', Remark: 'Bel even aan' });
    // Leaving the checkout (another page, the cart) and coming back: the same values.
    expect(await cartOf(lotte)).toMatchObject({ OrderReference: 'PO-4711', Remark: 'Bel even aan' });
  });

  it('makes notes and gifts order lines (gifts at 0.00, taking stock) and clears the reference and remark', async () => {
    await set(lotte, big, 1);
    expect((await call('/api/aspos/cart/gifts', lotte, { productId: sample })).status).toBe(200);
    await notes(lotte, [{ productId: big, notes: 'Graag apart verpakken' }]);
    await call('/api/aspos/cart/customer', lotte, { orderReference: 'PO-4712', remark: 'Achterom' });
    expect((await call('/api/aspos/cart/delivery', lotte, { method: 'CustomerAddress' })).status).toBe(200);
    expect((await call('/api/aspos/cart/payment', lotte, { method: 'ideal', data: { issuer: 'ING' } })).status).toBe(200);
    const before = await cartOf(lotte);
    const [{ stock_quantity: sampleStock } = { stock_quantity: 0 }] = await query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [sample],
    );
    const confirm = await call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: before.TotalInclTax });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const orderId = confirm.body.OrderId as number;
    const order = (await call(`/api/aspos/customer/orders/${orderId}`, lotte)).body.Order as {
      CustomerReference?: string;
      TotalInclTax: number;
      OrderLines: { ProductId: number; Notes: string; IsGift: boolean; PriceInclTax: number; TotalInclTax: number; Quantity: number }[];
    };
    expect(order.TotalInclTax).toBe(before.TotalInclTax);
    expect(order.OrderLines.find((l) => l.ProductId === big)).toMatchObject({ Notes: 'Graag apart verpakken', IsGift: false });
    expect(order.OrderLines.find((l) => l.ProductId === sample)).toMatchObject({
      IsGift: true,
      PriceInclTax: 0,
      TotalInclTax: 0,
      Quantity: 1,
    });
    const [{ stock_quantity: after } = { stock_quantity: 0 }] = await query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [sample],
    );
    expect(after).toBe(sampleStock - 1);
    const [row] = await query<{ customer_reference: string; remark: string }>(
      'select customer_reference, remark from orders where id = $1',
      [orderId],
    );
    expect(row).toEqual({ customer_reference: 'PO-4712', remark: 'Achterom' });
    expect(await cartOf(lotte)).toMatchObject({ OrderReference: '', Remark: '', CartLines: [] });

    // Paid: the confirmation mail names the gift and the note.
    const mails = t.mails.length;
    const id = (confirm.body.PaymentUrl as string).split('/').pop()!;
    await t.request(`/api/payment/test/${id}`, {
      method: 'POST',
      body: 'status=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await t.request(`/api/aspos/payment/result/${orderId}`, { token: lotte });
    expect(t.mails.length - mails).toBe(1);
    const mail = t.mails.at(-1)!;
    expect(mail.text).toContain('gratis proefje');
    expect(mail.text).toContain('opmerking: Graag apart verpakken');
  });
});
