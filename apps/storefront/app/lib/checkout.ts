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

/** A slot of the delivery step's choice as one form value: shipment type, date, from and to. */
export function slotValue(slot: { ShipmentTypeId: string; Date: string; TimeFrom: string; TimeTo: string }): string {
  return [slot.ShipmentTypeId, slot.Date, slot.TimeFrom, slot.TimeTo].join('|');
}
