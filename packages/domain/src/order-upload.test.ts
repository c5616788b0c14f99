import { describe, expect, it } from 'vitest';
import { judgeCartProduct, MAX_CART_LINES, type CartProductFacts } from './cart-rules.ts';
import {
  checkUploadLines,
  codeCandidates,
  decodeUploadText,
  detectDelimiter,
  escapeSpreadsheetCell,
  longestLine,
  matchCode,
  MAX_UPLOAD_BYTES,
  parseCode,
  parseQuantity,
  recognizeColumns,
  rememberMapping,
  sniffUpload,
  summarizeUpload,
} from './order-upload.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffUpload: the content decides, never the name', () => {
  it('takes text as CSV and a zip holding xl/workbook.xml as XLSX', () => {
    expect(sniffUpload(bytes('Artikelnummer;Aantal\n100234;2\n'))).toEqual({ kind: 'csv' });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes('....xl/workbook.xml....')]);
    expect(sniffUpload(zip)).toEqual({ kind: 'xlsx' });
  });

  it('refuses an empty file, images, a PDF, another zip, an old XLS and binary data', () => {
    const refusal = (data: Uint8Array) => {
      const sniffed = sniffUpload(data);
      return sniffed.kind === 'refused' ? sniffed.problem.message : sniffed.kind;
    };
    expect(refusal(new Uint8Array())).toBe('uploadEmpty');
    expect(refusal(bytes('\ufeff \r\n\r\n'))).toBe('uploadEmpty');
    expect(refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('uploadNotSpreadsheet');
    expect(refusal(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('uploadNotSpreadsheet');
    expect(refusal(bytes('%PDF-1.7\n'))).toBe('uploadNotSpreadsheet');
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes('word/document.xml')]))).toBe('uploadNotSpreadsheet');
    expect(refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('uploadOldExcel');
    expect(refusal(new Uint8Array([0x41, 0x00, 0x42, 0x00, 0x01, 0x02]))).toBe('uploadNotSpreadsheet');
    expect(refusal(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x41))).toBe('uploadTooLarge');
  });
});

describe('decodeUploadText', () => {
  it('reads UTF-8 with and without mark, and Windows-1252 as Dutch Excel writes it', () => {
    expect(decodeUploadText(bytes('\ufeffCrème;2'))).toBe('Crème;2');
    expect(decodeUploadText(bytes('Crème;2'))).toBe('Crème;2');
    // 'Crème;2 €' in Windows-1252: è is 0xE8, € is 0x80.
    expect(decodeUploadText(new Uint8Array([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x3b, 0x32, 0x20, 0x80]))).toBe('Crème;2 €');
  });
});

describe('detectDelimiter and longestLine', () => {
  it('picks semicolon, comma or tab from the first line, ignoring quoted separators', () => {
    expect(detectDelimiter('Artikelnummer;Aantal\n1;2')).toBe(';');
    expect(detectDelimiter('code,qty\n1,2')).toBe(',');
    expect(detectDelimiter('"a;b;c",qty\n')).toBe(',');
    expect(detectDelimiter('code\tqty\n')).toBe('\t');
    expect(detectDelimiter('100234\n')).toBe(',');
    expect(detectDelimiter('\r\n\r\ncode;qty\n')).toBe(';');
  });
  it('measures the longest line', () => {
    expect(longestLine('ab\nabcd\r\nc')).toBe(5);
  });
});

describe('recognizeColumns', () => {
  it('recognises Dutch and English headers in any order and case', () => {
    expect(recognizeColumns(['Omschrijving', 'Aantal', 'Artikelnummer'])).toEqual({ header: true, code: 2, quantity: 1 });
    expect(recognizeColumns(['EAN', 'Qty'])).toEqual({ header: true, code: 0, quantity: 1 });
    expect(recognizeColumns(['Barcode', 'Hoeveelheid'])).toEqual({ header: true, code: 0, quantity: 1 });
  });
  it('takes two columns of code and whole number without a header', () => {
    expect(recognizeColumns(['100234', '6'])).toEqual({ header: false, code: 0, quantity: 1 });
  });
  it('needs the customer for unknown headers, and then remembers their choice by header name', () => {
    const row = ['Onze code', 'Besteld', 'Prijs'];
    expect(recognizeColumns(row)).toBeNull();
    const remembered = rememberMapping({ header: true, code: 0, quantity: 1 }, row);
    expect(remembered).toMatchObject({ codeHeader: 'Onze code', quantityHeader: 'Besteld' });
    expect(recognizeColumns(['Prijs', 'besteld', 'ONZE CODE'], remembered)).toEqual({ header: true, code: 2, quantity: 1 });
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers as sheets write them', () => {
    expect(parseQuantity('6')).toEqual({ ok: true, value: 6 });
    expect(parseQuantity(' 12,0 ')).toEqual({ ok: true, value: 12 });
    expect(parseQuantity('1.000')).toEqual({ ok: true, value: 1000 });
    expect(parseQuantity(24)).toEqual({ ok: true, value: 24 });
  });
  it.each([
    ['', 'quantityMissing'],
    [null, 'quantityMissing'],
    ['zes', 'quantityInvalid'],
    ['=1+1', 'quantityInvalid'],
    ['0', 'quantityNotPositive'],
    ['-3', 'quantityNotPositive'],
    ['1,5', 'quantityFraction'],
    [2.5, 'quantityFraction'],
    ['100000', 'quantityTooLarge'],
    ['99999999999999999999999', 'quantityTooLarge'],
    [Number.POSITIVE_INFINITY, 'quantityInvalid'],
  ] as const)('%j is refused as %s', (raw, problem) => {
    expect(parseQuantity(raw)).toEqual({ ok: false, problem });
  });
});

describe('parseCode and codeCandidates', () => {
  it('removes spaces and the Excel apostrophe, and capitalises', () => {
    expect(parseCode(' 8712 3456 78906 ')).toEqual({ ok: true, code: '8712345678906' });
    expect(parseCode("'0100234")).toEqual({ ok: true, code: '0100234' });
    expect(parseCode('roy-12345')).toEqual({ ok: true, code: 'ROY-12345' });
  });
  it('refuses empty, overlong and control-character codes', () => {
    expect(parseCode('  ')).toEqual({ ok: false, problem: 'codeMissing' });
    expect(parseCode('1'.repeat(41))).toEqual({ ok: false, problem: 'codeInvalid' });
    expect(parseCode('12\u000734')).toEqual({ ok: false, problem: 'codeInvalid' });
  });
  it('tries leading zeros away, a UPC-A as EAN-13 and an EAN-13 whose zero Excel dropped', () => {
    expect(codeCandidates('00100234')).toContain('100234');
    expect(codeCandidates('012345678905')).toContain('0012345678905');
    expect(codeCandidates('712345678906')).toContain('0712345678906');
    expect(codeCandidates('08712345678906')).toContain('8712345678906');
    expect(codeCandidates('ROY-1')).toEqual(['ROY-1']);
  });
});

describe('matchCode', () => {
  const products = [
    { id: 1, number: '100234', scanCode: null, supplierProductCode: null },
    { id: 2, number: '10023401', scanCode: '8712345678906', supplierProductCode: 'ROY-100234' },
    { id: 3, number: '200000', scanCode: '100234', supplierProductCode: null },
  ];
  it('prefers a product number, then a barcode, then a supplier code, then the first 6 characters', () => {
    expect(matchCode('100234', products)?.id).toBe(1);
    expect(matchCode('8712345678906', products)?.id).toBe(2);
    expect(matchCode('ROY-100234', products)?.id).toBe(2);
    expect(matchCode('100234', [products[1]!])?.id).toBe(2);
    expect(matchCode('999999', products)).toBeUndefined();
  });
});

describe('checkUploadLines', () => {
  const facts = (id: number, over: Partial<CartProductFacts> = {}): CartProductFacts & { id: number } => ({
    id,
    isActive: true,
    isViewable: true,
    type: 'Product',
    visible: true,
    isVirtual: false,
    isOrderable: true,
    hasWebNode: true,
    stockQuantity: 100,
    maxInCart: null,
    purchaseUnitFactor: 1,
    ...over,
  });
  const catalogue = new Map([
    ['A', facts(1)],
    ['PACK', facts(2, { purchaseUnitFactor: 6 })],
    ['LOW', facts(3, { stockQuantity: 4 })],
    ['HIDDEN', facts(4, { visible: false })],
    ['OFF', facts(5, { isOrderable: false })],
    ['GONE', facts(6, { isActive: false })],
    ['EMPTY', facts(7, { stockQuantity: 0 })],
  ]);
  const lookup = (code: string) => catalogue.get(code);
  const line = (n: number, code: string, quantity: string) => ({ line: n, code, quantity });

  it('gives each line one status and the quantity it is ordered in', () => {
    const checked = checkUploadLines(
      [
        line(2, 'a', '3'),
        line(3, 'PACK', '5'),
        line(4, 'LOW', '10'),
        line(5, 'HIDDEN', '1'),
        line(6, 'OFF', '1'),
        line(7, 'GONE', '1'),
        line(8, 'NOPE', '1'),
        line(9, 'EMPTY', '1'),
        line(10, 'A', '2'),
        line(11, '', '1'),
        line(12, 'A', '-1'),
      ],
      lookup,
    );
    expect(checked.map((l) => [l.line, l.status, l.quantity])).toEqual([
      [2, 'ok', 5],
      [3, 'raised', 6],
      [4, 'lowered', 4],
      [5, 'notReleased', 0],
      [6, 'notOrderable', 0],
      [7, 'notFound', 0],
      [8, 'notFound', 0],
      [9, 'noStock', 0],
      [10, 'merged', 0],
      [11, 'codeMissing', 0],
      [12, 'quantityNotPositive', 0],
    ]);
    expect(checked[8]!.mergedInto).toBe(2);
    expect(summarizeUpload(checked)).toEqual({ lines: 11, good: 3, problems: 7, pieces: 15 });
  });

  it('agrees with the cart batch rule for every product (one home: judgeCartProduct)', () => {
    for (const [code, product] of catalogue) {
      const [checked] = checkUploadLines([line(1, code, '5')], lookup);
      const verdict = judgeCartProduct(product, 5);
      expect(checked!.quantity).toBe('quantity' in verdict ? verdict.quantity : 0);
    }
  });

  it('marks good products beyond the cart line limit as cart full', () => {
    const many = Array.from({ length: MAX_CART_LINES + 2 }, (_, i) => line(i + 1, `P${i}`, '1'));
    const checked = checkUploadLines(many, (code) => facts(Number(code.slice(1)) + 100));
    expect(checked.filter((l) => l.status === 'cartFull').map((l) => l.line)).toEqual([MAX_CART_LINES + 1, MAX_CART_LINES + 2]);
  });
});

describe('escapeSpreadsheetCell', () => {
  it.each(['=HYPERLINK("x")', '+31', '-1', '@SUM(A1)', '\tx'])('escapes %j', (value) => {
    expect(escapeSpreadsheetCell(value)).toBe(`'${value}`);
  });
  it('leaves plain values alone', () => {
    expect(escapeSpreadsheetCell('8712345678906')).toBe('8712345678906');
  });
});
