import type { CartData } from './cart.server.ts';

/** The steps of /checkout (§2) in their order; success is its own page (/checkout-success). */
export const CHECKOUT_STEPS = ['information', 'delivery', 'payment', 'overview'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

export function isStepName(value: unknown): value is CheckoutStepName {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/**
 * The furthest step the cart allows (§4 checkout step: 1 Shipping, 2 Payment, 3 Order): information and delivery
 * while no delivery or store is chosen, payment once it is, the overview once a payment is chosen too.
 */
export function furthestStep(cartStep: number): CheckoutStepName {
  return cartStep >= 3 ? 'overview' : cartStep === 2 ? 'payment' : 'delivery';
}

/** Where /checkout without a step sends the customer: the step the cart is in (a fresh checkout starts with information). */
export function stepOfCart(cartStep: number): CheckoutStepName {
  return cartStep >= 3 ? 'overview' : cartStep === 2 ? 'payment' : 'information';
}

export function stepUrl(step: CheckoutStepName): string {
  return `/checkout?step=${step}`;
}

/** The bank stored with the cart's payment (§3 PaymentData: JSON with the issuer). */
export function chosenIssuer(cart: Pick<CartData, 'PaymentData'>): string | null {
  if (!cart.PaymentData) return null;
  try {
    const data = JSON.parse(cart.PaymentData) as { issuer?: unknown };
    return typeof data.issuer === 'string' ? data.issuer : null;
  } catch {
    return null;
  }
}

/** A delivery slot as the delivery step offers it. */
export type DeliverySlot = { ShipmentTypeId: string; Date: string; TimeFrom: string; TimeTo: string };

/** A slot of the delivery step's choice as one form value: shipment type, date, from and to. */
export function slotValue(slot: DeliverySlot): string {
  return [slot.ShipmentTypeId, slot.Date, slot.TimeFrom, slot.TimeTo].join('|');
}

/**
 * The delivery step's slots by day and shipment type, by day first: the select's option groups. The group names the
 * day in full (and the type when there are several); each option only says what fits a phone's select at 320 px, the
 * short day and the time window ('wo 02-12, 08:00–12:00').
 */
export function slotGroups<S extends DeliverySlot>(slots: readonly S[]): { date: string; shipmentTypeId: string; slots: S[] }[] {
  const groups = new Map<string, { date: string; shipmentTypeId: string; slots: S[] }>();
  for (const slot of slots) {
    const date = slot.Date.slice(0, 10);
    const key = `${date}|${slot.ShipmentTypeId}`;
    const group = groups.get(key);
    if (group) group.slots.push(slot);
    else groups.set(key, { date, shipmentTypeId: slot.ShipmentTypeId, slots: [slot] });
  }
  // By day first (the API lists them per type), each day's types in their order.
  return [...groups.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
