/** The Mollie provider through the real @mollie/api-client against a local stand-in of Mollie's payments API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import { startMollieStandIn, trustStandIn, type MollieStandIn } from './mollie-stand-in.ts';
import { mollieProvider } from './payment-providers.ts';

const KEY = 'test_standinstandinstandinstandin12';
let mollie: MollieStandIn;
let t: TestApi;
let lotte: string;
let product = 0;

const form = (id: string) => ({
  method: 'POST',
  body: `id=${encodeURIComponent(id)}`,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

beforeAll(async () => {
  trustStandIn();
  mollie = await startMollieStandIn();
  t = await createTestApi({
    config: {
      TOKEN_TTL_HOURS: 24,
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: KEY,
      MOLLIE_API_URL: mollie.url,
      PUBLIC_URL: 'http://shop.test',
    },
  });
  t.deps.now = () => new Date('2026-11-24T14:00:00+01:00');
  lotte = await t.login('particulier@toonbank.nl');
  const { rows } = await t.database.pool.query<{ id: number }>(
    `select id from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product' and 'B' = any(publication_codes)
       and stock_quantity >= 10 and max_in_cart is null and purchase_unit_factor = 1 and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit 1`,
  );
  product = rows[0]!.id;
});
afterAll(async () => {
  await t.close();
  await mollie.close();
});

describe('Mollie provider', () => {
  it('creates a payment with amount, description, urls and method, and reads its status back', async () => {
    const provider = mollieProvider(KEY, mollie.url);
    const created = await provider.create({
      amountCents: 1234,
      description: 'Toonbank TB-2026-000001',
      method: 'ideal',
      issuer: null,
      orderId: 1,
      redirectUrl: 'http://shop.test/checkout-redirect?orderId=1',
      webhookUrl: 'http://shop.test/api/aspos/payment/webhook/mollie',
    });
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toContain(`/checkout/${created.id}`);
    expect(mollie.payments.get(created.id)).toMatchObject({
      amount: { currency: 'EUR', value: '12.34' },
      method: 'ideal',
      webhookUrl: 'http://shop.test/api/aspos/payment/webhook/mollie',
    });
    expect(mollie.authorizations.at(-1)).toBe(`Bearer ${KEY}`);
    expect(await provider.status(created.id)).toBe('open');
    mollie.setStatus(created.id, 'canceled');
    expect(await provider.status(created.id)).toBe('canceled');
    expect(await provider.status('tr_doesnotexist')).toBeNull();
    expect(await provider.status('../../etc')).toBeNull();
    expect(provider.offersIdealIssuers).toBe(false);
  });

  it('takes an order through Mollie: no bank choice, checkout url from Mollie, the webhook asks Mollie and settles once', async () => {
    await t.request('/api/aspos/cart/lines/batch', { token: lotte, json: { changes: [{ action: 2, productId: product, quantity: 2 }] } });
    await t.request('/api/aspos/cart/delivery', { token: lotte, json: { method: 'CustomerAddress' } });
    const methods = (await (await t.request('/api/aspos/payment/payment-methods', { token: lotte })).json()) as {
      Data: { Code: string; IdealIssuers: unknown[]; Providers: string[] }[];
    };
    const ideal = methods.Data.find((m) => m.Code === 'ideal')!;
    expect(ideal.IdealIssuers).toEqual([]);
    expect(ideal.Providers).toEqual(['mollie']);
    expect((await t.request('/api/aspos/cart/payment', { token: lotte, json: { method: 'ideal' } })).status).toBe(200);
    const confirm = (await (await t.request('/api/aspos/cart/confirm', { token: lotte, json: { isAccept: true } })).json()) as {
      PaymentUrl: string;
      OrderId: number;
      OrderNumber: string;
    };
    const id = [...mollie.payments.keys()].at(-1)!;
    expect(confirm.PaymentUrl).toContain(`/checkout/${id}`);
    expect(mollie.payments.get(id)).toMatchObject({
      description: `Toonbank ${confirm.OrderNumber}`,
      redirectUrl: `http://shop.test/checkout-redirect?orderId=${confirm.OrderId}`,
    });

    // While Mollie says open, a webhook changes nothing: the body is never trusted for the status.
    expect((await t.request('/api/aspos/payment/webhook/mollie', form(id))).status).toBe(200);
    const status = async () =>
      ((await (await t.request(`/api/aspos/customer/orders/${confirm.OrderId}`, { token: lotte })).json()) as { Order: { Status: string } })
        .Order.Status;
    expect(await status()).toBe('PaymentPending');

    mollie.setStatus(id, 'paid');
    const mails = t.mails.length;
    const results = await Promise.all(Array.from({ length: 5 }, () => t.request('/api/aspos/payment/webhook/mollie', form(id))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await status()).toBe('Open');
    expect(t.mails.length - mails).toBe(1);
    // Mollie changing its mind later (it cannot, but a forged call could try) does not reopen anything.
    mollie.setStatus(id, 'failed');
    await t.request('/api/aspos/payment/webhook/mollie', form(id));
    expect(await status()).toBe('Open');
    expect((await t.request('/api/aspos/payment/webhook/mollie', form('tr_unknown'))).status).toBe(404);
    // A Mollie id sent to the test provider's webhook is unknown there.
    expect((await t.request('/api/aspos/payment/webhook/test', form(id))).status).toBe(404);
  });
});
