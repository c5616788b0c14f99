import { describe, expect, it } from 'vitest';
import { addCode, linesJson, readLines } from './order-upload.ts';

const checked = (line: number, factor: number) => ({ Line: line, Product: { PurchaseUnitFactor: factor } });

describe('addCode: a scan or quick-order line on the working list', () => {
  it('adds a new code as the next line', () => {
    expect(addCode([{ Line: 4, Code: 'A', Quantity: '2' }], [], ' 8712 345 ', 3)).toEqual([
      { Line: 4, Code: 'A', Quantity: '2' },
      { Line: 5, Code: '8712345', Quantity: '3' },
    ]);
  });

  it('raises a code already on the list by the product’s purchase unit, or by the typed quantity', () => {
    const lines = [{ Line: 1, Code: '8712345678906', Quantity: '6' }];
    expect(addCode(lines, [checked(1, 6)], '8712345678906')[0]!.Quantity).toBe('12');
    expect(addCode(lines, [checked(1, 6)], '8712345678906', 2)[0]!.Quantity).toBe('8');
    // A line whose quantity was not a number starts again from the scan.
    expect(addCode([{ Line: 1, Code: 'X', Quantity: 'zes' }], [], 'x')[0]!.Quantity).toBe('1');
  });
});

describe('readLines', () => {
  it('reads back what linesJson wrote', () => {
    const lines = [{ Line: 2, Code: '100234', Quantity: '6' }];
    expect(readLines(linesJson(lines))).toEqual(lines);
  });

  it.each([null, '', 'nee', '[]', '{"Line":1}', '[{"Line":"1","Code":"A","Quantity":"1"}]', '[{"Line":1,"Code":2,"Quantity":"1"}]'])(
    'refuses %j',
    (value) => {
      expect(readLines(value)).toBeNull();
    },
  );
});
