/**
 * Invoices, packing slips and store purchases on the real PostgreSQL: an order placed through the checkout is invoiced
 * (on account: at once; iDEAL: when paid), shipped in parts by the fulfilment use case, and its documents read back as
 * real PDFs and spreadsheets. Every list, detail and download is tried as anonymous, as another customer and as a
 * representative acting for nobody.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createTestApi, type TestApi } from '../../testing.ts';
import { advanceOrder } from '../shared/order-fulfilment.ts';

const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

let t: TestApi;
let lotte: string;
let sanne: string;
let stranger: string;
let rep: string;
let ids: { lotte: number; sanne: number };
let product = 0;

const call = (...args: Parameters<TestApi['call']>) => t.call(...args);

const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);

/** The text of every page of a PDF, as pdf.js reads it (a real parser: a broken file throws). */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** Places an order through the checkout and answers its id and number. */
async function placeOrder(token: string, payment: { method: string; data?: Record<string, string> }, quantity = 3) {
  await call('/api/aspos/cart/lines', token, undefined, 'DELETE');
  expect((await call('/api/aspos/cart/lines/batch', token, { changes: [{ action: 2, productId: product, quantity }] })).status).toBe(200);
  expect((await call('/api/aspos/cart/delivery', token, { method: 'CustomerAddress' })).status).toBe(200);
  expect((await call('/api/aspos/cart/payment', token, payment)).status).toBe(200);
  const confirm = await call('/api/aspos/cart/confirm', token, { isAccept: true });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { id: confirm.body.OrderId as number, number: confirm.body.OrderNumber as string };
}

const invoiceOf = async (orderId: number) =>
  (await query<{ id: number; number: string }>('select id, number from invoices where order_id = $1', [orderId]))[0];

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const [l] = await query<{ id: number }>(`select id from customers where email = 'particulier@toonbank.nl'`);
  const [s] = await query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`);
  ids = { lotte: l!.id, sanne: s!.id };
  const [other] = await query<{ id: number }>(
    `insert into customers (number, email, first_name, last_name, gender) values ('T-DOCS', 'docs-stranger@example.nl', 'Sam', 'Vreemd', 'Male') returning id`,
  );
  const hash = (await query<{ password_hash: string }>(`select password_hash from users where email = 'particulier@toonbank.nl'`))[0]!
    .password_hash;
  await query(
    `insert into users (email, password_hash, first_name, last_name, customer_id) values ('docs-stranger@example.nl', $1, 'Sam', 'Vreemd', $2)`,
    [hash, other!.id],
  );
  stranger = await t.login('docs-stranger@example.nl');
  const [picked] = await query<{ id: number }>(`select id from products where is_active and is_viewable and is_orderable and not is_virtual
    and type = 'Product' and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
    and list_price_incl_cents between 500 and 2000 order by id limit 1`);
  product = picked!.id;
  t.deps.now = () => new Date('2026-11-24T14:00:00+01:00');
});
afterAll(() => t.close());

describe('invoices of orders', () => {
  it('invoices an order on account at once, as a PDF with letterhead, customer VAT number, lines, VAT summary and totals', async () => {
    const order = await placeOrder(sanne, { method: 'onaccount' });
    const invoice = await invoiceOf(order.id);
    expect(invoice?.number).toMatch(/^2026-\d{6}$/);
    const list = await call('/api/aspos/customer/invoices', sanne);
    expect(list.status).toBe(200);
    const first = (list.body.Invoices as { Id: number; OrderNumber: string; InvoiceNumber: string }[])[0];
    expect(first).toMatchObject({ Id: invoice!.id, OrderNumber: order.number, InvoiceNumber: invoice!.number });
    expect(list.body.Total as number).toBeGreaterThan(5);

    const response = await t.request(`/api/aspos/invoice/download/${invoice!.id}`, { token: sanne });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="factuur-${invoice!.number}.pdf"`);
    const text = await pdfText(await response.arrayBuffer());
    for (const expected of [
      'Factuur',
      invoice!.number,
      order.number,
      'Toonbank Groothandel B.V.',
      'KvK 30187654',
      'Btw-nummer NL812345678B01',
      'Dierenspeciaalzaak De Kwispel B.V.',
      'Totaal te betalen',
      'binnen 30 dagen',
    ])
      expect(text).toContain(expected);
    const [customer] = await query<{ vat_number: string }>('select vat_number from customers where id = $1', [ids.sanne]);
    expect(text).toContain(customer!.vat_number);
    const [line] = await query<{ tax_rate: number; tax_cents: number; total_incl_cents: number }>(
      'select l.tax_rate, o.tax_cents, o.total_incl_cents from order_lines l join orders o on o.id = l.order_id where o.id = $1',
      [order.id],
    );
    const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;
    expect(text).toContain(`Btw ${line!.tax_rate}% over`);
    expect(text).toContain(`Totaal btw ${euro(line!.tax_cents)}`);
    expect(text).toContain(`Totaal te betalen ${euro(line!.total_incl_cents)}`);
    expect(text).not.toContain('Intracommunautaire');

    // The same invoice read in French and in English: every text in the reader's language (amounts as the shop writes
    // them everywhere), the payment method by its translated name, the file named in that language too.
    const french = await t.request(`/api/aspos/invoice/download/${invoice!.id}`, { token: sanne, headers: { 'x-language': 'fr' } });
    expect(french.headers.get('content-disposition')).toBe(`attachment; filename="facture-${invoice!.number}.pdf"`);
    const frText = await pdfText(await french.arrayBuffer());
    for (const expected of [
      'Facture',
      'ADRESSE DE FACTURATION',
      'Numéro de facture',
      'Mode de paiement Sur facture',
      `TVA ${line!.tax_rate}% sur`,
      `Total TVA ${euro(line!.tax_cents)}`,
      `Total à payer ${euro(line!.total_incl_cents)}`,
      'dans les 30 jours',
      'N° de TVA NL812345678B01',
    ])
      expect(frText).toContain(expected);
    for (const dutch of ['Factuurnummer', 'Totaal', 'Op rekening', 'Btw-nummer', 'Wij verzoeken']) expect(frText).not.toContain(dutch);
    const english = await pdfText(
      await (
        await t.request(`/api/aspos/invoice/download/${invoice!.id}`, { token: sanne, headers: { 'x-language': 'en' } })
      ).arrayBuffer(),
    );
    for (const expected of ['Invoice number', 'Payment method On account', 'Total due', 'within 30 days', 'VAT number NL812345678B01'])
      expect(english).toContain(expected);
    expect(english).not.toContain('Totaal');
  });

  it('invoices an iDEAL order only once it is paid', async () => {
    const order = await placeOrder(lotte, { method: 'ideal', data: { issuer: 'ING' } });
    expect(await invoiceOf(order.id)).toBeUndefined();
    const [payment] = await query<{ provider_payment_id: string }>('select provider_payment_id from payments where order_id = $1', [
      order.id,
    ]);
    await t.request(`/api/payment/test/${payment!.provider_payment_id}`, {
      method: 'POST',
      body: 'status=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await call(`/api/aspos/payment/result/${order.id}`, lotte)).status).toBe(200);
    expect(await invoiceOf(order.id)).toBeDefined();
  });

  it('states the intra-community supply with 0% VAT for a business customer delivering to Belgium', async () => {
    await call('/api/aspos/cart/lines', sanne, undefined, 'DELETE');
    await call('/api/aspos/cart/lines/batch', sanne, { changes: [{ action: 2, productId: product, quantity: 2 }] });
    const address = {
      firstName: 'Sanne',
      lastName: 'Kwispel',
      street: 'Meir',
      houseNumber: '1',
      postalCode: '2000',
      city: 'Antwerpen',
      countryCode: 'BE',
    };
    const cart = await call('/api/aspos/cart/address', sanne, { address });
    expect((cart.body.Data as { IsIntraCommunity: boolean }).IsIntraCommunity).toBe(true);
    await call('/api/aspos/cart/payment', sanne, { method: 'onaccount' });
    const confirm = await call('/api/aspos/cart/confirm', sanne, { isAccept: true });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const invoice = await invoiceOf(confirm.body.OrderId as number);
    const text = await pdfText(await (await t.request(`/api/aspos/invoice/download/${invoice!.id}`, { token: sanne })).arrayBuffer());
    expect(text).toContain('Intracommunautaire levering');
    expect(text).toContain('Btw 0% over');
    expect(text).not.toContain('Btw 21% over');
    expect(text).not.toContain('Btw 9% over');
  });

  it('exports the invoices as a spreadsheet with formula-looking text escaped', async () => {
    const [latest] = await query<{ order_id: number }>('select order_id from invoices where customer_id = $1 order by id desc limit 1', [
      ids.sanne,
    ]);
    const [original] = await query<{ number: string }>('select number from orders where id = $1', [latest!.order_id]);
    await query(`update orders set number = '=HYPERLINK("http://evil")' where id = $1`, [latest!.order_id]);
    try {
      const response = await t.request('/api/aspos/customer/invoices/export?format=xlsx', { token: sanne });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="facturen.xlsx"');
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
      const strings = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
      const all = sheet + strings;
      expect(all).toContain('Factuurnummer');
      expect(all).toContain(`<t>'=HYPERLINK`);
      expect(sheet).not.toContain('<f>');
      const french = await t.request('/api/aspos/customer/invoices/export?format=xlsx', { token: sanne, headers: { 'x-language': 'fr' } });
      expect(french.headers.get('content-disposition')).toBe('attachment; filename="factures.xlsx"');
      const frFiles = unzipSync(new Uint8Array(await french.arrayBuffer()));
      const frAll =
        strFromU8(frFiles['xl/worksheets/sheet1.xml']!) +
        (frFiles['xl/sharedStrings.xml'] ? strFromU8(frFiles['xl/sharedStrings.xml']) : '');
      expect(frAll).toContain('Numéro de facture');
      expect(frAll).not.toContain('Factuurnummer');
    } finally {
      await query('update orders set number = $2 where id = $1', [latest!.order_id, original!.number]);
    }
  });
});

describe('fulfilment: processing, partial shipment, back orders, cancelling the rest', () => {
  it('ships part of an order (packing slip with back order), makes one PDF of several slips, then cancels the rest', async () => {
    const stockBefore = (await query<{ stock_quantity: number }>('select stock_quantity from products where id = $1', [product]))[0]!
      .stock_quantity;
    const order = await placeOrder(sanne, { method: 'onaccount' }, 5);
    const [line] = await query<{ id: number }>('select id from order_lines where order_id = $1', [order.id]);
    await expect(advanceOrder(t.deps, order.id, { kind: 'ship', quantities: [{ lineId: line!.id, quantity: 6 }] })).rejects.toMatchObject({
      status: 400,
      code: 'TOO_MANY',
    });
    const first = await advanceOrder(t.deps, order.id, { kind: 'ship', quantities: [{ lineId: line!.id, quantity: 3 }] });
    expect(first).toMatchObject({ status: 'InProcessing' });
    const detail = (await call(`/api/aspos/customer/orders/${order.id}`, sanne)).body.Order as {
      Status: string;
      OrderLines: Record<string, number>[];
    };
    expect(detail.Status).toBe('InProcessing');
    expect(detail.OrderLines[0]).toMatchObject({ Quantity: 5, BackOrderQuantity: 2, ReceivedQuantity: 3, PreviouslyDeliveredQuantity: 0 });

    const notes = await call('/api/aspos/customer/delivery-notes?limit=50', sanne);
    const slips = notes.body.DeliveryNotes as { Id: number; OrderNumber: string; Number: string }[];
    const slip = slips.find((s) => s.Id === first.packingSlipId)!;
    expect(slip.OrderNumber).toBe(order.number);
    const older = slips.find((s) => s.Id !== slip.Id)!;
    const report = await t.request(
      `/api/aspos/report/generate?reportName=DeliveryNote&documentType=pdf&selectionIds=${slip.Id},${older.Id}`,
      { token: sanne },
    );
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(report.headers.get('content-disposition')).toBe('attachment; filename="pakbonnen.pdf"');
    const text = await pdfText(await report.arrayBuffer());
    expect(text).toContain(slip.Number);
    expect(text).toContain(older.Number);
    expect(text).toContain(order.number);
    expect(text).toContain('Backorder');
    expect(text).toContain('leveren wij na');
    const english = await t.request(`/api/aspos/report/generate?reportName=DeliveryNote&documentType=pdf&selectionIds=${slip.Id}`, {
      token: sanne,
      headers: { 'x-language': 'en' },
    });
    expect(english.headers.get('content-disposition')).toBe(`attachment; filename="packing-slip-${slip.Number}.pdf"`);
    const enText = await pdfText(await english.arrayBuffer());
    for (const expected of ['Packing slip', 'DELIVERY ADDRESS', 'Ordered', 'Delivered', 'Back order', 'will follow as soon as'])
      expect(enText).toContain(expected);
    for (const dutch of ['Pakbon', 'AFLEVERADRES', 'Besteld', 'leveren wij na']) expect(enText).not.toContain(dutch);

    const rest = await advanceOrder(t.deps, order.id, { kind: 'cancel' });
    expect(rest.status).toBe('DeliveredPartCancelled');
    const stockAfter = (await query<{ stock_quantity: number }>('select stock_quantity from products where id = $1', [product]))[0]!
      .stock_quantity;
    expect(stockAfter).toBe(stockBefore - 3);
    await expect(advanceOrder(t.deps, order.id, { kind: 'ship' })).rejects.toMatchObject({ status: 409, code: 'STATUS_NOT_ALLOWED' });
    await expect(advanceOrder(t.deps, 999_999, { kind: 'process' })).rejects.toMatchObject({ status: 404 });
  });

  it('ships an order once under a burst of parallel shipments: one packing slip, the others refused, nothing doubled', async () => {
    const order = await placeOrder(sanne, { method: 'onaccount' }, 2);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => advanceOrder(t.deps, order.id, { kind: 'ship' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    const [counts] = await query<{ slips: number; delivered: number; status: string; invoices: number }>(
      `select (select count(*)::int from packing_slips where order_id = $1) as slips,
        (select sum(delivered_quantity)::int from order_lines where order_id = $1) as delivered,
        (select status from orders where id = $1) as status,
        (select count(*)::int from invoices where order_id = $1) as invoices`,
      [order.id],
    );
    expect(counts).toEqual({ slips: 1, delivered: 2, status: 'Processed', invoices: 1 });
  });

  it('asks to select first when the report gets no ids, and refuses unknown reports', async () => {
    const none = await call('/api/aspos/report/generate?reportName=DeliveryNote&documentType=pdf', sanne);
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe('Selecteer eerst producten');
    const unknown = await call('/api/aspos/report/generate?reportName=Salaries&documentType=pdf&selectionIds=1', sanne);
    expect(unknown.status).toBe(400);
  });
});

describe('store purchases (transactions)', () => {
  it('lists 4 by default with more to load, and reads one with lines, payments and points by id or number', async () => {
    const list = await call('/api/aspos/customer/transactions?includeRecords=true', lotte);
    expect(list.status).toBe(200);
    const rows = list.body.Transactions as {
      Id: number;
      Number: string;
      BonusPoints: number;
      PayableAmount: number;
      Records: unknown[];
      Payments: { Amount: number }[];
    }[];
    expect(rows).toHaveLength(4);
    expect(list.body.Total as number).toBeGreaterThan(4);
    for (const row of rows) {
      expect(row.Records.length).toBeGreaterThan(0);
      expect(row.BonusPoints).toBe(Math.floor(row.PayableAmount));
      expect(row.Payments.reduce((sum, p) => sum + p.Amount, 0)).toBeCloseTo(row.PayableAmount, 2);
    }
    const byNumber = await call(`/api/aspos/customer/transactions/${rows[0]!.Number}`, lotte);
    expect(byNumber.status).toBe(200);
    expect((byNumber.body.Transaction as { Id: number }).Id).toBe(rows[0]!.Id);
    const next = await call('/api/aspos/customer/transactions?offset=4&limit=4', lotte);
    expect((next.body.Transactions as { Id: number }[]).map((r) => r.Id)).not.toContain(rows[0]!.Id);
  });

  it('names the payment methods in the reader’s language (a French customer saw the Dutch "Pin")', async () => {
    const methods = async (language: string) => {
      const response = await t.request('/api/aspos/customer/transactions?includeRecords=true&limit=50', {
        token: lotte,
        headers: { 'x-language': language },
      });
      const body = (await response.json()) as { Transactions: { Payments: { Method: string; Description: string }[] }[] };
      return new Map(body.Transactions.flatMap((row) => row.Payments.map((p) => [p.Method, p.Description] as const)));
    };
    const [dutch, french, english] = [await methods('nl'), await methods('fr'), await methods('en')];
    expect(dutch.get('pin')).toBe('Pin');
    expect(french.get('pin')).toBe('Carte bancaire');
    expect(english.get('pin')).toBe('Debit card');
    for (const [method, description] of french) expect(description).not.toBe(dutch.get(method));
  });
});

describe('who may see documents', () => {
  it('answers 401 to anonymous visitors and 404 to another customer and a representative acting for nobody; nothing leaks', async () => {
    const [invoice] = await query<{ id: number }>('select id from invoices where customer_id = $1 order by id limit 1', [ids.sanne]);
    const [slip] = await query<{ id: number }>('select id from packing_slips where customer_id = $1 order by id limit 1', [ids.sanne]);
    const [purchase] = await query<{ id: number; number: string }>(
      'select id, number from store_purchases where customer_id = $1 order by id limit 1',
      [ids.sanne],
    );
    const [order] = await query<{ id: number }>('select id from orders where customer_id = $1 order by id limit 1', [ids.sanne]);
    const owned = [
      `/api/aspos/invoice/download/${invoice!.id}`,
      `/api/aspos/report/generate?reportName=DeliveryNote&documentType=pdf&selectionIds=${slip!.id}`,
      `/api/aspos/customer/transactions/${purchase!.id}`,
      `/api/aspos/customer/transactions/${purchase!.number}`,
      `/api/aspos/customer/orders/${order!.id}`,
    ];
    const lists = [
      '/api/aspos/customer/invoices',
      '/api/aspos/customer/invoices/export?format=xlsx',
      '/api/aspos/customer/delivery-notes',
      '/api/aspos/customer/transactions',
      '/api/aspos/customer/orders',
      '/api/aspos/customer/orders/export?format=xlsx',
    ];
    for (const path of [...owned, ...lists]) expect((await t.request(path, { token: null })).status, path).toBe(401);
    for (const path of owned) {
      const response = await t.request(path, { token: stranger });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.text()).not.toContain('Kwispel');
    }
    for (const path of ['/api/aspos/customer/invoices', '/api/aspos/customer/delivery-notes', '/api/aspos/customer/transactions']) {
      const body = (await call(path, stranger)).body;
      expect(body.Total, path).toBe(0);
    }
    for (const path of [...owned, ...lists]) expect((await t.request(path, { token: rep })).status, path).toBe(404);
  });
});
