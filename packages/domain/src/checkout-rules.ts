/**
 * Checkout rules of §3, §4, §5 and §8: the checkout step derived from the cart, payment-method eligibility and
 * payment data (bank, PIN), the intra-community 0% VAT rule, order numbers and the order and payment state tables.
 */
import type { FieldTranslations } from './content-culture.ts';
import type { MessageId } from './messages.ts';
import type { ShippingMethod } from './delivery-rules.ts';

// ---------------------------------------------------------- step (§3, §4)

/** §3 checkout steps. */
export const CHECKOUT_STEP = { Cart: 0, Shipping: 1, Payment: 2, Order: 3 } as const;
export type CheckoutStep = (typeof CHECKOUT_STEP)[keyof typeof CHECKOUT_STEP];

export interface StepInput {
  lines: readonly { isValid: boolean; productType: string | null }[];
  shippingMethod: ShippingMethod | null;
  /** A delivery address (delivery) or a store (pickup) is set. */
  hasAddressOrStore: boolean;
  paymentMethod: string | null;
}

/**
 * §4: Cart if any line is invalid (except lines whose product type is one of the configured promotion product types)
 * or there are no lines; Shipping when no address or store, or no shipping method, is set; Payment when no payment is
 * set; otherwise Order. Checkout is allowed when the step is not Cart.
 */
export function checkoutStep(cart: StepInput, promotionProductTypes: readonly string[] = []): CheckoutStep {
  if (cart.lines.length === 0) return CHECKOUT_STEP.Cart;
  const blocking = cart.lines.some(
    (line) => !line.isValid && !(line.productType !== null && promotionProductTypes.includes(line.productType)),
  );
  if (blocking) return CHECKOUT_STEP.Cart;
  if (!cart.shippingMethod || !cart.hasAddressOrStore) return CHECKOUT_STEP.Shipping;
  if (!cart.paymentMethod) return CHECKOUT_STEP.Payment;
  return CHECKOUT_STEP.Order;
}

// ------------------------------------------------------- payment (§5, §7)

export interface PaymentMethodSetting {
  code: string;
  /** The name people read, in Dutch; `translations` in French and English (read with `settingText`). */
  description: string;
  translations?: FieldTranslations;
  pinCodeRequired: boolean;
  costsCents: number;
  sortOrder: number;
  /** Only for contacts with allowOnAccount (pay on account). */
  requiresAllowOnAccount?: boolean;
  /** Only for pickup orders (pay at pickup). */
  pickupOnly?: boolean;
  /** Only when delivering to these countries. */
  countries?: string[];
}

export interface PaymentSettings {
  methods: PaymentMethodSetting[];
  idealIssuers: string[];
}

/** Methods paid at the shop's side later (no online payment): the order is placed at once. */
export const OFFLINE_PAYMENT_METHODS: readonly string[] = ['onaccount', 'pickup'];

export function paymentSettingsFrom(rows: readonly { name: string; value: unknown }[]): PaymentSettings {
  const value = rows.find((row) => row.name === 'payment')?.value as Partial<PaymentSettings> | undefined;
  const methods = Array.isArray(value?.methods) ? value.methods.filter((m) => m && typeof m.code === 'string') : [];
  return {
    methods: [...methods].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)),
    idealIssuers: Array.isArray(value?.idealIssuers) ? value.idealIssuers.filter((i): i is string => typeof i === 'string') : [],
  };
}

export interface PaymentContext {
  allowOnAccount: boolean;
  shippingMethod: ShippingMethod | null;
  countryCode: string | null;
}

/** §6, §7: on account only with allowOnAccount, pay at pickup only for pickup, country-bound methods only there. */
export function isPaymentMethodAllowed(method: PaymentMethodSetting, context: PaymentContext): boolean {
  if (method.requiresAllowOnAccount && !context.allowOnAccount) return false;
  if (method.pickupOnly && context.shippingMethod !== 'Pickup') return false;
  if (
    method.countries &&
    method.countries.length > 0 &&
    context.shippingMethod !== 'Pickup' &&
    !method.countries.includes(context.countryCode ?? 'NL')
  ) {
    return false;
  }
  return true;
}

export function eligiblePaymentMethods(settings: PaymentSettings, context: PaymentContext): PaymentMethodSetting[] {
  return settings.methods.filter((method) => isPaymentMethodAllowed(method, context));
}

/** §5: a PIN code is four digits. */
export function isValidPin(pin: string | null | undefined): boolean {
  return typeof pin === 'string' && /^\d{4}$/.test(pin);
}

export interface PaymentChoice {
  method: string;
  issuer?: string | null;
  pin?: string | null;
}

/**
 * Checks a payment choice (§5, §8): known and allowed method, a bank when iDEAL still offers a choice, a four-digit
 * PIN where the method needs one. Answers the field and message id of the first problem, or null.
 */
export function paymentChoiceProblem(
  choice: PaymentChoice,
  settings: PaymentSettings,
  context: PaymentContext,
): { field: 'method' | 'issuer' | 'pin'; message: MessageId } | null {
  const method = settings.methods.find((m) => m.code === choice.method);
  if (!method) return { field: 'method', message: 'paymentMethodUnknown' };
  if (!isPaymentMethodAllowed(method, context)) return { field: 'method', message: 'paymentMethodNotAllowed' };
  if (method.code === 'ideal' && settings.idealIssuers.length > 0) {
    if (!choice.issuer) return { field: 'issuer', message: 'bankRequired' };
    if (!settings.idealIssuers.includes(choice.issuer)) return { field: 'issuer', message: 'bankRequired' };
  }
  if (method.pinCodeRequired && !isValidPin(choice.pin)) return { field: 'pin', message: 'pinIncorrect' };
  return null;
}

/** §4: setting the payment calls the server only when the method or the bank changed. */
export function paymentChanged(
  current: { method: string | null; issuer: string | null },
  next: { method: string; issuer?: string | null },
): boolean {
  return current.method !== next.method || (current.issuer ?? null) !== (next.issuer ?? null);
}

// ----------------------------------------------------------------- VAT

const INTRA_COMMUNITY_COUNTRIES: readonly string[] = ['BE', 'ES'];

/**
 * Intra-community supply: a business customer with a VAT number of another member state's format delivering to BE or
 * ES pays 0% VAT (reverse charge). Pickup happens in the Netherlands and is never intra-community.
 */
export function isIntraCommunitySupply(
  customer: { isCompany: boolean; vatNumber: string | null },
  shippingMethod: ShippingMethod | null,
  countryCode: string | null,
): boolean {
  if (!customer.isCompany || shippingMethod !== 'Delivery' || !countryCode || !INTRA_COMMUNITY_COUNTRIES.includes(countryCode))
    return false;
  const vat = (customer.vatNumber ?? '').replace(/[\s.]/g, '').toUpperCase();
  return /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(vat);
}

export interface TaxedAmounts {
  totalInclCents: number;
  totalExclCents: number;
  taxCents: number;
}

/** 0% VAT applied to already computed line amounts: the amount excl. VAT stays, incl. becomes equal to it. */
export function withoutVat<T extends TaxedAmounts>(line: T): T & { taxRate: 0 } {
  return { ...line, totalInclCents: line.totalExclCents, taxCents: 0, taxRate: 0 };
}

// -------------------------------------------------------------- orders

/** A readable order number: prefix, year and a sequence of at least six digits (TB-2026-000123). */
export function formatOrderNumber(year: number, sequence: number, prefix = 'TB'): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export function isOrderNumber(value: string): boolean {
  return /^[A-Z]{2}-\d{4}-\d{6,}$/.test(value);
}

/**
 * Order states and their allowed transitions, as a table (after Vendure's order process): an order waits for its
 * payment, is then Open (ordered), in processing, processed; it can be cancelled until processed.
 */
export const ORDER_TRANSITIONS = {
  PaymentPending: ['Open', 'Cancelled'],
  Open: ['InProcessing', 'Cancelled'],
  InProcessing: ['Processed', 'DeliveredPartCancelled', 'Cancelled'],
  Processed: [],
  DeliveredPartCancelled: [],
  Cancelled: [],
} as const satisfies Record<string, readonly string[]>;
export type OrderStatus = keyof typeof ORDER_TRANSITIONS;
export const ORDER_STATUSES = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

/** How each status is shown to the customer (§3 order statuses shown). */
export const ORDER_STATUS_MESSAGES: Record<OrderStatus, MessageId> = {
  PaymentPending: 'orderStatusPaymentPending',
  Open: 'orderStatusOpen',
  InProcessing: 'orderStatusInProcessing',
  Processed: 'orderStatusProcessed',
  DeliveredPartCancelled: 'orderStatusPartCancelled',
  Cancelled: 'orderStatusCancelled',
};

/** Payment states as the providers report them (Mollie's names); only `open` may still change. */
export const PAYMENT_TRANSITIONS = {
  open: ['paid', 'failed', 'canceled', 'expired'],
  paid: [],
  failed: [],
  canceled: [],
  expired: [],
} as const satisfies Record<string, readonly string[]>;
export type PaymentStatus = keyof typeof PAYMENT_TRANSITIONS;
export const PAYMENT_STATUSES = Object.keys(PAYMENT_TRANSITIONS) as PaymentStatus[];

export function isPaymentStatus(value: string): value is PaymentStatus {
  return Object.hasOwn(PAYMENT_TRANSITIONS, value);
}

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return (PAYMENT_TRANSITIONS[from] as readonly PaymentStatus[]).includes(to);
}

/** What a settled payment does to its order: paid opens it, failed/cancelled/expired cancel it (stock released). */
export function orderStatusAfterPayment(status: PaymentStatus): OrderStatus | null {
  if (status === 'paid') return 'Open';
  if (status === 'open') return null;
  return 'Cancelled';
}

/** The message the checkout shows when the customer comes back from a payment that did not succeed. */
export const PAYMENT_RESULT_MESSAGES: Record<Exclude<PaymentStatus, 'paid' | 'open'>, MessageId> = {
  failed: 'paymentFailed',
  canceled: 'paymentCancelled',
  expired: 'paymentExpired',
};

// ------------------------------------------------------ confirm reasons

/** Reason codes of `cart/confirm` (§7 ReasonCode) with their messages. */
export const CONFIRM_REASONS = {
  EMPTY_CART: 'confirmEmptyCart',
  INVALID_LINE: 'confirmInvalidLine',
  NOT_ENOUGH_STOCK: 'confirmNotEnoughStock',
  PRICE_CHANGED: 'confirmPriceChanged',
  SHIPPING_INCOMPLETE: 'deliveryMethodRequired',
  PAYMENT_INCOMPLETE: 'paymentMethodRequired',
  TERMS_NOT_ACCEPTED: 'termsRequired',
  PAYMENT_NOT_ALLOWED: 'paymentMethodNotAllowed',
  CART_CHANGED: 'confirmCartChanged',
  PAYMENT_UNAVAILABLE: 'paymentUnavailable',
  PROMOTION_CHANGED: 'confirmPromotionChanged',
} as const satisfies Record<string, MessageId>;
export type ConfirmReason = keyof typeof CONFIRM_REASONS;
