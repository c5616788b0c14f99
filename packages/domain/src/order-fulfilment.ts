/**
 * What happens to an order after it was placed (§1 customer documents, §3 Order, Order line, Invoice, Packing slip):
 * the shop processes it, ships it in one or more deliveries (each a packing slip; what is not yet delivered waits as a
 * back order), cancels what cannot be delivered, and invoices it at the moment its payment method asks for. Pure rules
 * on the order's status and its lines; the database writes the result (repositories/documents.ts) for the API's use
 * case and for the demo data alike.
 */
import { canTransitionOrder, type OrderStatus } from './checkout-rules.ts';
import { contentLanguage, type ContentLanguage } from './content-culture.ts';

/** The delivery state of one order line. */
export interface FulfilmentLine {
  id: number;
  /** Ordered. */
  quantity: number;
  /** Delivered so far, over all packing slips. */
  deliveredQuantity: number;
  /** Delivered with the latest shipment that held this line (the customer's last receipt). */
  lastDeliveredQuantity: number;
  /** Still to deliver after a partial shipment. */
  backOrderQuantity: number;
  /** Not delivered and cancelled. */
  cancelledQuantity: number;
}

export type FulfilmentAction =
  /** The shop starts picking the order. */
  | { kind: 'process' }
  /** A shipment (or a pickup handed over): the given quantities, or everything outstanding when none are given. */
  | { kind: 'ship'; quantities?: readonly { lineId: number; quantity: number }[] }
  /** Cancels what is not delivered: the whole order when nothing was, else the rest (delivered, partly cancelled). */
  | { kind: 'cancel' };

export type FulfilmentProblem = 'STATUS_NOT_ALLOWED' | 'NOTHING_TO_SHIP' | 'UNKNOWN_LINE' | 'TOO_MANY';

export interface FulfilmentPlan {
  status: OrderStatus;
  lines: FulfilmentLine[];
  /** The lines of the packing slip this step makes; empty when it makes none. */
  shipped: { lineId: number; quantity: number }[];
  /** Quantities given back to stock (cancelled now), per line. */
  cancelled: { lineId: number; quantity: number }[];
}

/** What of a line is still to deliver. */
export function outstandingQuantity(line: FulfilmentLine): number {
  return Math.max(0, line.quantity - line.deliveredQuantity - line.cancelledQuantity);
}

/** A line as it is right after the order was placed: nothing delivered, nothing cancelled. */
export function newFulfilmentLine(id: number, quantity: number): FulfilmentLine {
  return { id, quantity, deliveredQuantity: 0, lastDeliveredQuantity: 0, backOrderQuantity: 0, cancelledQuantity: 0 };
}

/**
 * The next state of an order for a fulfilment step, following the order state table (`ORDER_TRANSITIONS`): an open
 * order may be processed; an open or processing order may ship (a shipment of an open order processes it first); a
 * shipment that leaves something outstanding keeps the order in processing with back orders, one that delivers the
 * rest makes it Processed; cancelling makes it Cancelled, or DeliveredPartCancelled when something was delivered.
 */
export function planFulfilment(
  status: OrderStatus,
  lines: readonly FulfilmentLine[],
  action: FulfilmentAction,
): { ok: true; plan: FulfilmentPlan } | { ok: false; problem: FulfilmentProblem } {
  if (action.kind === 'process') {
    if (!canTransitionOrder(status, 'InProcessing')) return { ok: false, problem: 'STATUS_NOT_ALLOWED' };
    return { ok: true, plan: { status: 'InProcessing', lines: lines.map((l) => ({ ...l })), shipped: [], cancelled: [] } };
  }
  if (action.kind === 'ship') {
    // An open order is processed by its first shipment (Open → InProcessing → Processed in one step).
    if (status !== 'Open' && status !== 'InProcessing') return { ok: false, problem: 'STATUS_NOT_ALLOWED' };
    const wanted = new Map<number, number>();
    if (action.quantities) {
      for (const { lineId, quantity } of action.quantities) {
        if (!lines.some((l) => l.id === lineId)) return { ok: false, problem: 'UNKNOWN_LINE' };
        if (!Number.isInteger(quantity) || quantity < 0) return { ok: false, problem: 'TOO_MANY' };
        wanted.set(lineId, (wanted.get(lineId) ?? 0) + quantity);
      }
    } else {
      for (const line of lines) wanted.set(line.id, outstandingQuantity(line));
    }
    for (const line of lines) if ((wanted.get(line.id) ?? 0) > outstandingQuantity(line)) return { ok: false, problem: 'TOO_MANY' };
    const shipped = lines.filter((l) => (wanted.get(l.id) ?? 0) > 0).map((l) => ({ lineId: l.id, quantity: wanted.get(l.id)! }));
    if (shipped.length === 0) return { ok: false, problem: 'NOTHING_TO_SHIP' };
    const next = lines.map((line) => {
      const quantity = wanted.get(line.id) ?? 0;
      if (quantity === 0) return { ...line };
      const delivered = line.deliveredQuantity + quantity;
      return {
        ...line,
        deliveredQuantity: delivered,
        lastDeliveredQuantity: quantity,
        backOrderQuantity: Math.max(0, line.quantity - delivered - line.cancelledQuantity),
      };
    });
    const done = next.every((line) => outstandingQuantity(line) === 0);
    return { ok: true, plan: { status: done ? 'Processed' : 'InProcessing', lines: next, shipped, cancelled: [] } };
  }
  const anyDelivered = lines.some((line) => line.deliveredQuantity > 0);
  const target: OrderStatus = anyDelivered ? 'DeliveredPartCancelled' : 'Cancelled';
  if (!canTransitionOrder(status, target)) return { ok: false, problem: 'STATUS_NOT_ALLOWED' };
  const cancelled = lines.filter((l) => outstandingQuantity(l) > 0).map((l) => ({ lineId: l.id, quantity: outstandingQuantity(l) }));
  const next = lines.map((line) => ({
    ...line,
    cancelledQuantity: line.cancelledQuantity + outstandingQuantity(line),
    backOrderQuantity: 0,
  }));
  return { ok: true, plan: { status: target, lines: next, shipped: [], cancelled } };
}

// ---------------------------------------------------------------- invoices

/** The events in an order's life at which an invoice may be due. */
export type InvoiceEvent = 'placed' | 'paid' | 'shipped';

/**
 * §1: an order is invoiced when it is paid (online payments), or when it is confirmed for payment on account; an order
 * paid at pickup is invoiced when it is handed over (its first shipment). Cancelled orders before that get none.
 */
export function isInvoiceDue(paymentMethod: string, event: InvoiceEvent): boolean {
  if (paymentMethod === 'onaccount') return event === 'placed';
  if (paymentMethod === 'pickup') return event === 'shipped';
  return event === 'paid';
}

// ---------------------------------------------------------------- numbers

/** A document number: year and a sequence of at least six digits (2026-000123). */
export function formatDocumentNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

export type DocumentKind = 'invoice' | 'packingSlip' | 'packingSlips' | 'orders' | 'invoices' | 'storePurchases';

const FILE_PREFIX: Record<ContentLanguage, Record<DocumentKind, string>> = {
  nl: {
    invoice: 'factuur',
    packingSlip: 'pakbon',
    packingSlips: 'pakbonnen',
    orders: 'bestellingen',
    invoices: 'facturen',
    storePurchases: 'winkelaankopen',
  },
  fr: {
    invoice: 'facture',
    packingSlip: 'bon-de-livraison',
    packingSlips: 'bons-de-livraison',
    orders: 'commandes',
    invoices: 'factures',
    storePurchases: 'achats-en-magasin',
  },
  en: {
    invoice: 'invoice',
    packingSlip: 'packing-slip',
    packingSlips: 'packing-slips',
    orders: 'orders',
    invoices: 'invoices',
    storePurchases: 'store-purchases',
  },
};

/**
 * The file name of a download in the reader's language (factuur-2026-000123.pdf, facture-2026-000123.pdf); the
 * number keeps only safe characters.
 */
export function documentFileName(kind: DocumentKind, number: string, extension: 'pdf' | 'xlsx', language = 'nl'): string {
  const safe = number.replace(/[^0-9A-Za-z-]/g, '').slice(0, 60);
  return `${FILE_PREFIX[contentLanguage(language)][kind]}${safe ? `-${safe}` : ''}.${extension}`;
}

// ----------------------------------------------------------------- exports

/**
 * A spreadsheet cell's text made safe against formula injection (OWASP CSV injection): text starting with = + - @ (or
 * a tab or carriage return) gets a leading apostrophe, so a spreadsheet shows it as text instead of running it.
 */
export function spreadsheetSafeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// ----------------------------------------------------------- store purchases

/** Points a store purchase earns (§1 loyalty): one per whole euro paid, none for a return or a negative amount. */
export function storePurchasePoints(payableCents: number): number {
  return payableCents > 0 ? Math.floor(payableCents / 100) : 0;
}
