import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingStatements, createTestApi, type TestApi } from '../../testing.ts';
import type { Cart } from '../shared/cart.schemas.ts';

let t: TestApi;
let lotte: string; // private customer, publication code B
let sanne: string; // business customer 'Kwispel', codes A;B
let rep: string; // representative, assigned to Kwispel
let sanneId: number;

interface Picked {
  id: number;
  number: string;
  scan_code: string;
  supplier_product_code: string;
  purchase_unit_factor: number;
  stock_quantity: number;
}
const p = {} as Record<'plain' | 'plain2' | 'onlyA' | 'pack' | 'low' | 'off', Picked>;

const orderable = `is_active and is_viewable and is_orderable and not is_virtual and type <> 'ProductVoucher' and scan_code is not null
  and supplier_product_code is not null and exists (select 1 from product_web_nodes w where w.product_id = products.id)`;

async function pick(where: string): Promise<Picked> {
  const { rows } = await t.database.pool.query<Picked>(
    `select id, number, scan_code, supplier_product_code, purchase_unit_factor, stock_quantity from products where ${where} order by id limit 1`,
  );
  if (!rows[0]) throw new Error(`no demo product where ${where}`);
  return rows[0];
}

interface UploadLine {
  Line: number;
  Code: string;
  Quantity: string;
  OrderQuantity: number;
  Status: string;
  Message: string;
  IsGood: boolean;
  MergedInto: number | null;
  Product: { Id: number; Name: string; Number: string; PriceInclTax: number } | null;
}
interface Report {
  Status: 'checked' | 'needsMapping';
  Source: { Kind: string; SheetName: string | null; SheetCount: number };
  Columns: { FirstRow: string[]; Sample: string[][] } | null;
  Lines: UploadLine[];
  Summary: { Lines: number; Good: number; Problems: number; Pieces: number };
}
type Answer = { status: number; body: { Success: boolean; Data: Report; Code?: string; Message?: string } };

async function upload(
  token: string | null,
  file: Uint8Array | string | null,
  fields: Record<string, string> = {},
  name = 'bestelling.csv',
): Promise<Answer> {
  const form = new FormData();
  if (file !== null)
    form.set('file', new File([typeof file === 'string' ? new TextEncoder().encode(file) : (file as Uint8Array<ArrayBuffer>)], name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers: Record<string, string> = { 'x-language': 'nl' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.api.request('/api/aspos/cart/upload/check', { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const lines = (token: string | null, rows: { Line: number; Code: string; Quantity: string }[], path = 'lines/check') =>
  t.request(`/api/aspos/cart/upload/${path}`, { token, json: { Lines: rows } });

async function getCart(token: string): Promise<Cart> {
  const response = await t.request('/api/aspos/cart', { token });
  return ((await response.json()) as { Data: Cart }).Data;
}

const statusOf = (report: Report) => Object.fromEntries(report.Lines.map((line) => [line.Line, line.Status]));

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const { rows } = await t.database.pool.query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`);
  sanneId = rows[0]!.id;
  const forB = `${orderable} and 'B' = any(publication_codes) and max_in_cart is null`;
  p.plain = await pick(`${forB} and stock_quantity >= 100 and purchase_unit_factor = 1`);
  p.plain2 = await pick(`${forB} and stock_quantity >= 100 and purchase_unit_factor = 1 and id > ${p.plain.id}`);
  p.onlyA = await pick(`${orderable} and publication_codes = '{A}' and stock_quantity >= 10 and max_in_cart is null`);
  p.pack = await pick(`${forB} and stock_quantity >= 100 and purchase_unit_factor between 2 and 12`);
  p.low = await pick(`${forB} and stock_quantity between 2 and 8 and purchase_unit_factor = 1`);
  p.off = await pick(`${forB} and stock_quantity >= 10 and id not in (${p.plain.id}, ${p.plain2.id}, ${p.pack.id}, ${p.low.id})`);
  await t.database.pool.query('update products set is_orderable = false where id = $1', [p.off.id]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([
    t.request('/api/aspos/cart/lines', { method: 'DELETE', token: lotte }),
    t.request('/api/aspos/cart/lines', { method: 'DELETE', token: sanne }),
  ]);
  await t.database.pool.query('delete from upload_column_mappings');
  await t.database.pool.query('delete from rate_limits');
});

describe('who may upload', () => {
  it('refuses anonymous visitors with 401 on every customer call; the template is public', async () => {
    expect((await upload(null, 'Artikelnummer;Aantal\n1;1\n')).status).toBe(401);
    expect((await lines(null, [{ Line: 1, Code: '1', Quantity: '1' }])).status).toBe(401);
    expect((await lines(null, [{ Line: 1, Code: '1', Quantity: '1' }], 'add')).status).toBe(401);
    expect((await lines(null, [{ Line: 1, Code: '1', Quantity: '1' }], 'report?format=csv')).status).toBe(401);
    const template = await t.request('/api/aspos/cart/upload/template?format=csv');
    expect(template.status).toBe(200);
    expect(await template.text()).toContain('Artikelnummer;Aantal');
  });

  it('lets a representative upload for the impersonated customer only; acting for nobody is 404', async () => {
    expect((await lines(rep, [{ Line: 1, Code: p.onlyA.number, Quantity: '1' }])).status).toBe(404);
    const impersonated = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: sanneId } });
    const repForSanne = ((await impersonated.json()) as { Token: string }).Token;
    const added = await lines(repForSanne, [{ Line: 1, Code: p.onlyA.number, Quantity: '1' }], 'add');
    expect(added.status).toBe(200);
    expect((await getCart(sanne)).CartLines.map((l) => l.ProductId)).toEqual([p.onlyA.id]);
    expect((await getCart(lotte)).CartLines).toEqual([]);
  });

  it('keeps the remembered columns per customer', async () => {
    const file = `Onze code;Besteld\n${p.plain.number};2\n`;
    expect((await upload(lotte, file)).body.Data.Status).toBe('needsMapping');
    const mapped = await upload(lotte, file, { codeColumn: '0', quantityColumn: '1', hasHeader: 'true' });
    expect(mapped.body.Data.Status).toBe('checked');
    // Next time Lotte's own headers are known, in another order; Sanne still has to choose.
    const again = await upload(lotte, `Besteld;Onze code\n3;${p.plain.number}\n`);
    expect(again.body.Data.Lines[0]).toMatchObject({ Code: p.plain.number, OrderQuantity: 3, Status: 'ok' });
    expect((await upload(sanne, file)).body.Data.Status).toBe('needsMapping');
  });
});

describe('the per-line report', () => {
  it('checks a Dutch Excel CSV (semicolon, Windows-1252) line by line with every status', async () => {
    const text = [
      'Omschrijving;Artikelnummer;Aantal',
      `Brokjes;${p.plain.number};3`,
      `Onbekend;999999999;1`,
      `Alleen zakelijk;${p.onlyA.scan_code};1`,
      `Weinig voorraad;${p.low.supplier_product_code.toLowerCase()};${p.low.stock_quantity + 5}`,
      `Per verpakking;${p.pack.scan_code};${p.pack.purchase_unit_factor - 1}`,
      `Niet bestelbaar;${p.off.number};1`,
      `Dubbel;${p.plain.scan_code};2`,
      `Crème;${p.plain2.number};-1`,
      `Crème;${p.plain2.number};1,5`,
      `Crème;${p.plain2.number};0`,
      `Crème;${p.plain2.number};100000`,
      `Formule;=HYPERLINK("http://x");1`,
      `Spaties;  ${p.plain2.scan_code.slice(0, 4)} ${p.plain2.scan_code.slice(4)} ;1`,
      `Leeg;;4`,
    ].join('\r\n');
    const bytes = Uint8Array.from([...text].map((c) => (c === 'è' ? 0xe8 : c.charCodeAt(0))));
    const { status, body } = await upload(lotte, bytes);
    expect(status).toBe(200);
    const report = body.Data;
    expect(report.Source.Kind).toBe('csv');
    expect(statusOf(report)).toEqual({
      2: 'ok',
      3: 'notFound',
      4: 'notReleased',
      5: 'lowered',
      6: 'raised',
      7: 'notOrderable',
      8: 'merged',
      9: 'quantityNotPositive',
      10: 'quantityFraction',
      11: 'quantityNotPositive',
      12: 'quantityTooLarge',
      13: 'notFound',
      14: 'ok',
      15: 'codeMissing',
    });
    const byLine = new Map(report.Lines.map((line) => [line.Line, line]));
    expect(byLine.get(2)).toMatchObject({ OrderQuantity: 5, IsGood: true, Product: { Id: p.plain.id, Number: p.plain.number } });
    expect(byLine.get(5)!.OrderQuantity).toBe(p.low.stock_quantity);
    expect(byLine.get(6)!.OrderQuantity).toBe(p.pack.purchase_unit_factor);
    expect(byLine.get(8)!.MergedInto).toBe(2);
    // §8: the line number and the code in the message; nothing about a product that is not released for Lotte.
    expect(byLine.get(3)!.Message).toBe('Regel 3 (999999999): het product is niet gevonden.');
    expect(byLine.get(4)!.Message).toBe(
      `Regel 4 (${p.onlyA.scan_code}): het product is niet voor jou vrijgegeven. Neem contact op met kantoor.`,
    );
    expect(byLine.get(4)!.Product).toBeNull();
    expect(report.Summary).toMatchObject({ Lines: 14, Good: 4 });
    // Checking saved nothing in the cart.
    expect((await getCart(lotte)).CartLines).toEqual([]);
  });

  it('answers in French and English too', async () => {
    const response = await t.request('/api/aspos/cart/upload/lines/check', {
      token: lotte,
      json: { Lines: [{ Line: 7, Code: 'X1', Quantity: '1' }] },
      headers: { 'x-language': 'fr' },
    });
    expect(((await response.json()) as { Data: Report }).Data.Lines[0]!.Message).toBe('Ligne 7 (X1)\u202f: le produit est introuvable.');
  });

  it('reads codes with leading zeros, a UPC-A and the first 6 characters of a number', async () => {
    const { body } = await lines(lotte, [
      { Line: 1, Code: `00${p.plain.number}`, Quantity: '1' },
      { Line: 2, Code: `0${p.plain2.scan_code}`, Quantity: '1' },
    ]).then(async (r) => ({ body: (await r.json()) as { Data: Report } }));
    expect(body.Data.Lines.map((l) => [l.Status, l.Product?.Id])).toEqual([
      ['ok', p.plain.id],
      ['ok', p.plain2.id],
    ]);
  });

  it('reads an XLSX with several sheets, merged cells and formulas (by their cached result)', async () => {
    const workbook = new ExcelJS.Workbook();
    const order = workbook.addWorksheet('Bestelling');
    order.addRow(['Bestellijst Dierenwinkel De Kat']);
    order.mergeCells('A1:C1');
    order.addRow(['EAN', 'Omschrijving', 'Aantal']);
    order.addRow([p.plain.scan_code, 'Brokjes', { formula: 'B9*2', result: 4 }]);
    order.addRow([p.plain2.number, 'Snacks', { formula: 'C9' }]);
    workbook.addWorksheet('Prijzen').addRow(['niet lezen', 1]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    // The first row is a merged title: the customer maps the columns (header row 2 is then an ordinary line).
    const first = await upload(lotte, bytes, {}, 'lijst.csv');
    expect(first.body.Data).toMatchObject({ Status: 'needsMapping', Source: { Kind: 'xlsx', SheetName: 'Bestelling', SheetCount: 2 } });
    expect(first.body.Data.Columns!.FirstRow).toEqual(['Bestellijst Dierenwinkel De Kat', '', '']);
    const mapped = await upload(lotte, bytes, { codeColumn: '0', quantityColumn: '2', hasHeader: 'true' }, 'lijst.csv');
    expect(statusOf(mapped.body.Data)).toEqual({ 2: 'notFound', 3: 'ok', 4: 'quantityInvalid' });
    expect(mapped.body.Data.Lines[1]!.OrderQuantity).toBe(4);
  });

  it('reads pasted lines: code and quantity per line, the last word being the quantity', async () => {
    const { status, body } = await upload(lotte, null, {
      text: `${p.plain.number} 2\n\n${p.plain2.scan_code.slice(0, 4)} ${p.plain2.scan_code.slice(4)} 1`,
    });
    expect(status).toBe(200);
    expect(body.Data.Lines.map((l) => [l.Line, l.Status, l.OrderQuantity])).toEqual([
      [1, 'ok', 2],
      [3, 'ok', 1],
    ]);
  });

  it('looks codes up in one query per batch, not one per line', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ Line: i + 2, Code: i % 2 ? p.plain.number : `X${i}`, Quantity: '1' }));
    const { result: response, statements } = await countingStatements(() => lines(lotte, rows));
    expect(response.status).toBe(200);
    const count = statements.length;
    // Session, customer, codes, products, prices: a handful, whatever the number of lines.
    expect(count).toBeLessThan(15);
  });
});

describe('bad files: a clear Dutch message, nothing checked or saved, never a 5xx', () => {
  const refused = async (file: Uint8Array | string, message: string | RegExp, status = 400) => {
    const { status: got, body } = await upload(lotte, file);
    expect(got).toBe(status);
    expect(body.Success).toBe(false);
    expect(body.Message).toMatch(message);
  };

  it('an empty file', () => refused('', /Kies een bestand|leeg/));
  it('a file of only blank lines', () =>
    refused('\r\n;;\r\n', 'Het bestand is leeg. Kies een CSV- of Excel-bestand (XLSX) met je bestelregels.'));
  it('an image named .csv', () =>
    refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), /geen CSV- of Excel-bestand/));
  it('a PDF', () => refused('%PDF-1.7\n1 0 obj\n', /geen CSV- of Excel-bestand/));
  it('a zip that is no workbook', () =>
    refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x61, 0x2e, 0x74, 0x78, 0x74]), /geen CSV- of Excel-bestand/));
  it('a 6 MB file', () => refused(`Artikelnummer;Aantal\n${'1;1\n'.repeat(1_600_000)}`, 'Het bestand is te groot (maximaal 5 MB).', 413));
  it('5,001 lines', () =>
    refused(
      `Artikelnummer;Aantal\n${'100234;1\n'.repeat(5001)}`,
      'Het bestand heeft te veel regels (maximaal 5000). Splits je bestelling in meerdere bestanden.',
    ));
  it('a line of 1 MB', () => refused(`Artikelnummer;Aantal\n${'9'.repeat(1024 * 1024)};1\n`, /^Regel 2 is te lang/));
  it('a million columns', () => refused(`Artikelnummer;Aantal\n${';'.repeat(1_000_000)}\n`, /^Regel 2 is te lang/));
  it('60 columns', () => refused(`Artikelnummer;Aantal${';x'.repeat(60)}\n1;1\n`, 'Regel 1 heeft te veel kolommen (maximaal 50).'));
  it('an unclosed quote', () => refused('Artikelnummer;Aantal\n"100234;1\n', /geen CSV- of Excel-bestand/));
  it('a mapping naming one column twice', async () => {
    const { status, body } = await upload(lotte, 'a;b\n1;2\n', { codeColumn: '1', quantityColumn: '1' });
    expect(status).toBe(400);
    expect(body.Message).toBe('Kies twee verschillende kolommen voor de code en het aantal.');
  });
  it('more than 5,000 lines to re-check', async () => {
    const response = await lines(
      lotte,
      Array.from({ length: 5001 }, (_, i) => ({ Line: i, Code: '1', Quantity: '1' })),
    );
    expect(response.status).toBe(400);
  });
});

describe('into the cart', () => {
  it('puts all good lines in the cart in one batch and leaves the bad ones out', async () => {
    await lines(lotte, [{ Line: 1, Code: p.plain2.number, Quantity: '1' }], 'add');
    const response = await lines(
      lotte,
      [
        { Line: 2, Code: p.plain.number, Quantity: '3' },
        { Line: 3, Code: p.pack.scan_code, Quantity: '1' },
        { Line: 4, Code: p.onlyA.number, Quantity: '1' },
        { Line: 5, Code: 'NOPE', Quantity: '1' },
        { Line: 6, Code: p.plain2.number, Quantity: '2' },
      ],
      'add',
    );
    expect(response.status).toBe(200);
    const { Data } = (await response.json()) as { Data: { AddedLines: number; SkippedLines: number; CartItemCount: number } };
    expect(Data).toMatchObject({ AddedLines: 3, SkippedLines: 2 });
    const cart = await getCart(lotte);
    const quantities = Object.fromEntries(cart.CartLines.map((l) => [l.ProductId, l.Quantity]));
    expect(quantities).toEqual({ [p.plain.id]: 3, [p.pack.id]: p.pack.purchase_unit_factor, [p.plain2.id]: 3 });
    expect(Data.CartItemCount).toBe(cart.ItemCount);
  });

  it('adds nothing when no line is good', async () => {
    const response = await lines(lotte, [{ Line: 1, Code: 'NOPE', Quantity: '1' }], 'add');
    expect(((await response.json()) as { Data: { AddedLines: number } }).Data.AddedLines).toBe(0);
    expect((await getCart(lotte)).CartLines).toEqual([]);
  });
});

describe('the files handed out', () => {
  it('the XLSX template has the headers and two example lines', async () => {
    const response = await t.request('/api/aspos/cart/upload/template?format=xlsx');
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Artikelnummer', 'Aantal']);
    expect(sheet.actualRowCount).toBe(3);
  });

  it('the report escapes cells that would run as formulas', async () => {
    const response = await lines(
      lotte,
      [
        { Line: 2, Code: '=HYPERLINK("http://x")', Quantity: '1' },
        { Line: 3, Code: '@SUM(A1)', Quantity: '+1' },
        { Line: 4, Code: p.plain.number, Quantity: '-2' },
      ],
      'report?format=csv',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('bestelling-rapport.csv');
    const text = await response.text();
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).toContain(`'@SUM(A1)`);
    expect(text).toContain(`'+1`);
    expect(text).toContain(`;'-2;`);
    expect(text).not.toMatch(/;=HYPERLINK/);
  });
});

describe('limits under a parallel burst', () => {
  it('answers at most 20 file checks a minute per customer, the rest 429 in Dutch, never a 5xx', async () => {
    const file = `Artikelnummer;Aantal\n${p.plain.number};1\n`;
    const answers = await Promise.all(Array.from({ length: 26 }, () => upload(sanne, file)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(answers.find((a) => a.status === 429)!.body.Message).toMatch(/^Te veel aanvragen\. Probeer het over \d+ seconden opnieuw\.$/);
    // Another customer is not held up by Sanne's burst.
    expect((await upload(lotte, file)).status).toBe(200);
  });

  it('adds a burst of the same lines in parallel without losing or doubling a write', async () => {
    const rows = [{ Line: 1, Code: p.plain.number, Quantity: '1' }];
    const answers = await Promise.all(Array.from({ length: 8 }, () => lines(lotte, rows, 'add')));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect((await getCart(lotte)).CartLines.map((l) => [l.ProductId, l.Quantity])).toEqual([[p.plain.id, 8]]);
  });
});
