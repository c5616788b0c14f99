import { describe, expect, it } from 'vitest';
import {
  documentFileName,
  formatDocumentNumber,
  isInvoiceDue,
  newFulfilmentLine,
  outstandingQuantity,
  planFulfilment,
  spreadsheetSafeText,
  storePurchasePoints,
} from './order-fulfilment.ts';

const lines = [newFulfilmentLine(1, 4), newFulfilmentLine(2, 2)];

describe('planFulfilment', () => {
  it('processes an open order and refuses a processed or cancelled one', () => {
    const result = planFulfilment('Open', lines, { kind: 'process' });
    expect(result).toMatchObject({ ok: true, plan: { status: 'InProcessing', shipped: [] } });
    expect(planFulfilment('Processed', lines, { kind: 'process' })).toEqual({ ok: false, problem: 'STATUS_NOT_ALLOWED' });
    expect(planFulfilment('Cancelled', lines, { kind: 'ship' })).toEqual({ ok: false, problem: 'STATUS_NOT_ALLOWED' });
    expect(planFulfilment('PaymentPending', lines, { kind: 'ship' })).toEqual({ ok: false, problem: 'STATUS_NOT_ALLOWED' });
  });

  it('ships everything outstanding by default: Processed, one packing slip line per line', () => {
    const result = planFulfilment('Open', lines, { kind: 'ship' });
    if (!result.ok) throw new Error(result.problem);
    expect(result.plan.status).toBe('Processed');
    expect(result.plan.shipped).toEqual([
      { lineId: 1, quantity: 4 },
      { lineId: 2, quantity: 2 },
    ]);
    expect(result.plan.lines.map(outstandingQuantity)).toEqual([0, 0]);
  });

  it('a partial shipment leaves back orders and keeps the order in processing; the rest completes it', () => {
    const first = planFulfilment('InProcessing', lines, { kind: 'ship', quantities: [{ lineId: 1, quantity: 3 }] });
    if (!first.ok) throw new Error(first.problem);
    expect(first.plan.status).toBe('InProcessing');
    expect(first.plan.lines[0]).toMatchObject({ deliveredQuantity: 3, lastDeliveredQuantity: 3, backOrderQuantity: 1 });
    expect(first.plan.lines[1]).toMatchObject({ deliveredQuantity: 0, backOrderQuantity: 0 });
    const second = planFulfilment('InProcessing', first.plan.lines, { kind: 'ship' });
    if (!second.ok) throw new Error(second.problem);
    expect(second.plan.status).toBe('Processed');
    expect(second.plan.shipped).toEqual([
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 2 },
    ]);
    expect(second.plan.lines[0]).toMatchObject({ deliveredQuantity: 4, lastDeliveredQuantity: 1, backOrderQuantity: 0 });
  });

  it('refuses more than outstanding, unknown lines and empty shipments', () => {
    expect(planFulfilment('Open', lines, { kind: 'ship', quantities: [{ lineId: 1, quantity: 5 }] })).toEqual({
      ok: false,
      problem: 'TOO_MANY',
    });
    expect(planFulfilment('Open', lines, { kind: 'ship', quantities: [{ lineId: 9, quantity: 1 }] })).toEqual({
      ok: false,
      problem: 'UNKNOWN_LINE',
    });
    expect(planFulfilment('Open', lines, { kind: 'ship', quantities: [{ lineId: 1, quantity: 0 }] })).toEqual({
      ok: false,
      problem: 'NOTHING_TO_SHIP',
    });
    expect(planFulfilment('Open', lines, { kind: 'ship', quantities: [{ lineId: 1, quantity: -1 }] })).toEqual({
      ok: false,
      problem: 'TOO_MANY',
    });
  });

  it('cancels an undelivered order wholly and a partly delivered one as delivered, partly cancelled', () => {
    const whole = planFulfilment('Open', lines, { kind: 'cancel' });
    if (!whole.ok) throw new Error(whole.problem);
    expect(whole.plan.status).toBe('Cancelled');
    expect(whole.plan.cancelled).toEqual([
      { lineId: 1, quantity: 4 },
      { lineId: 2, quantity: 2 },
    ]);
    const partly = planFulfilment('InProcessing', lines, { kind: 'ship', quantities: [{ lineId: 1, quantity: 4 }] });
    if (!partly.ok) throw new Error(partly.problem);
    const rest = planFulfilment('InProcessing', partly.plan.lines, { kind: 'cancel' });
    if (!rest.ok) throw new Error(rest.problem);
    expect(rest.plan.status).toBe('DeliveredPartCancelled');
    expect(rest.plan.cancelled).toEqual([{ lineId: 2, quantity: 2 }]);
    expect(rest.plan.lines[1]).toMatchObject({ cancelledQuantity: 2, backOrderQuantity: 0 });
    expect(planFulfilment('Processed', lines, { kind: 'cancel' })).toEqual({ ok: false, problem: 'STATUS_NOT_ALLOWED' });
  });
});

describe('invoices, numbers and exports', () => {
  it('invoices on account at placement, online payments when paid, pickup payments when handed over', () => {
    expect(isInvoiceDue('onaccount', 'placed')).toBe(true);
    expect(isInvoiceDue('onaccount', 'paid')).toBe(false);
    expect(isInvoiceDue('ideal', 'placed')).toBe(false);
    expect(isInvoiceDue('ideal', 'paid')).toBe(true);
    expect(isInvoiceDue('pickup', 'placed')).toBe(false);
    expect(isInvoiceDue('pickup', 'shipped')).toBe(true);
  });

  it('numbers documents by year and gives Dutch file names', () => {
    expect(formatDocumentNumber(2026, 123)).toBe('2026-000123');
    expect(formatDocumentNumber(2027, 1234567)).toBe('2027-1234567');
    expect(documentFileName('invoice', '2026-000123', 'pdf')).toBe('factuur-2026-000123.pdf');
    expect(documentFileName('packingSlips', '', 'pdf')).toBe('pakbonnen.pdf');
    expect(documentFileName('invoice', '../"x', 'pdf')).toBe('factuur-x.pdf');
    expect(documentFileName('invoice', '2026-000123', 'pdf', 'fr')).toBe('facture-2026-000123.pdf');
    expect(documentFileName('packingSlips', '', 'pdf', 'en')).toBe('packing-slips.pdf');
    expect(documentFileName('orders', '', 'xlsx', 'de')).toBe('bestellingen.xlsx');
  });

  it('escapes spreadsheet formulas', () => {
    for (const text of ['=SUM(A1)', '+31', '-2', '@cmd', '\tx']) expect(spreadsheetSafeText(text)).toBe(`'${text}`);
    expect(spreadsheetSafeText('Brok 10 kg')).toBe('Brok 10 kg');
  });
});

describe('storePurchasePoints', () => {
  it('gives one point per whole euro and none for returns', () => {
    expect(storePurchasePoints(4599)).toBe(45);
    expect(storePurchasePoints(99)).toBe(0);
    expect(storePurchasePoints(-2500)).toBe(0);
  });
});
