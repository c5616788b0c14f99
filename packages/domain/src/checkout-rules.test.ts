import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEP,
  CONFIRM_REASONS,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_RESULT_MESSAGES,
  canTransitionOrder,
  canTransitionPayment,
  checkoutStep,
  eligiblePaymentMethods,
  formatOrderNumber,
  isIntraCommunitySupply,
  isOrderNumber,
  isValidPin,
  orderStatusAfterPayment,
  paymentChanged,
  paymentChoiceProblem,
  paymentSettingsFrom,
  withoutVat,
} from './checkout-rules.ts';
import { isMessageId, translateMessage } from './messages.ts';

const line = (isValid = true, productType: string | null = 'Product') => ({ isValid, productType });

describe('checkout step (§4)', () => {
  const complete = { lines: [line()], shippingMethod: 'Delivery' as const, hasAddressOrStore: true, paymentMethod: 'ideal' };
  it('is Order when lines, shipping and payment are complete', () => {
    expect(checkoutStep(complete)).toBe(CHECKOUT_STEP.Order);
  });
  it('is Cart with an invalid line or no lines, except for configured promotion product types', () => {
    expect(checkoutStep({ ...complete, lines: [line(), line(false)] })).toBe(CHECKOUT_STEP.Cart);
    expect(checkoutStep({ ...complete, lines: [] })).toBe(CHECKOUT_STEP.Cart);
    expect(checkoutStep({ ...complete, lines: [line(), line(false, 'Actie')] }, ['Actie'])).toBe(CHECKOUT_STEP.Order);
  });
  it('is Shipping without method or without address/store, Payment without payment', () => {
    expect(checkoutStep({ ...complete, shippingMethod: null })).toBe(CHECKOUT_STEP.Shipping);
    expect(checkoutStep({ ...complete, hasAddressOrStore: false })).toBe(CHECKOUT_STEP.Shipping);
    expect(checkoutStep({ ...complete, paymentMethod: null })).toBe(CHECKOUT_STEP.Payment);
    expect(checkoutStep({ ...complete, shippingMethod: null, paymentMethod: null })).toBe(CHECKOUT_STEP.Shipping);
  });
});

const payment = paymentSettingsFrom([
  {
    name: 'payment',
    value: {
      methods: [
        { code: 'giftcard', description: 'Cadeaubon', pinCodeRequired: true, costsCents: 0, sortOrder: 5 },
        { code: 'ideal', description: 'iDEAL', pinCodeRequired: false, costsCents: 0, sortOrder: 1 },
        { code: 'bancontact', description: 'Bancontact', pinCodeRequired: false, costsCents: 0, sortOrder: 3, countries: ['BE'] },
        {
          code: 'onaccount',
          description: 'Op rekening',
          pinCodeRequired: false,
          costsCents: 0,
          sortOrder: 4,
          requiresAllowOnAccount: true,
        },
        { code: 'pickup', description: 'Betalen bij afhalen', pinCodeRequired: false, costsCents: 0, sortOrder: 6, pickupOnly: true },
      ],
      idealIssuers: ['ING', 'Rabobank'],
    },
  },
]);

describe('payment methods (§5, §6, §7)', () => {
  it('sorts the methods and filters them for the customer and the order', () => {
    const codes = (context: Parameters<typeof eligiblePaymentMethods>[1]) => eligiblePaymentMethods(payment, context).map((m) => m.code);
    expect(codes({ allowOnAccount: false, shippingMethod: 'Delivery', countryCode: 'NL' })).toEqual(['ideal', 'giftcard']);
    expect(codes({ allowOnAccount: true, shippingMethod: 'Delivery', countryCode: 'BE' })).toEqual([
      'ideal',
      'bancontact',
      'onaccount',
      'giftcard',
    ]);
    expect(codes({ allowOnAccount: false, shippingMethod: 'Pickup', countryCode: null })).toEqual([
      'ideal',
      'bancontact',
      'giftcard',
      'pickup',
    ]);
  });
  it('checks method, bank and PIN with the spec’s messages', () => {
    const context = { allowOnAccount: false, shippingMethod: 'Delivery' as const, countryCode: 'NL' };
    expect(paymentChoiceProblem({ method: 'ideal', issuer: 'ING' }, payment, context)).toBeNull();
    expect(paymentChoiceProblem({ method: 'ideal' }, payment, context)).toEqual({ field: 'issuer', message: 'bankRequired' });
    expect(paymentChoiceProblem({ method: 'ideal', issuer: 'Fake Bank' }, payment, context)).toEqual({
      field: 'issuer',
      message: 'bankRequired',
    });
    expect(paymentChoiceProblem({ method: 'bitcoin' }, payment, context)).toEqual({ field: 'method', message: 'paymentMethodUnknown' });
    expect(paymentChoiceProblem({ method: 'onaccount' }, payment, context)).toEqual({
      field: 'method',
      message: 'paymentMethodNotAllowed',
    });
    expect(paymentChoiceProblem({ method: 'pickup' }, payment, context)).toEqual({ field: 'method', message: 'paymentMethodNotAllowed' });
    expect(paymentChoiceProblem({ method: 'giftcard', pin: '123' }, payment, context)).toEqual({ field: 'pin', message: 'pinIncorrect' });
    expect(paymentChoiceProblem({ method: 'giftcard', pin: '1234' }, payment, context)).toBeNull();
    expect(translateMessage('nl', 'bankRequired')).toBe('Selecteer een bank');
    expect(translateMessage('nl', 'pinIncorrect')).toBe('De pincode is niet correct.');
    expect(translateMessage('nl', 'deliveryMethodRequired')).toBe('Selecteer een leveringsmethode.');
  });
  it('accepts only four-digit PINs', () => {
    expect(isValidPin('0042')).toBe(true);
    for (const pin of ['', '123', '12345', '12a4', null, undefined]) expect(isValidPin(pin)).toBe(false);
  });
  it('asks the server again only when method or bank changed (§4)', () => {
    expect(paymentChanged({ method: 'ideal', issuer: 'ING' }, { method: 'ideal', issuer: 'ING' })).toBe(false);
    expect(paymentChanged({ method: 'ideal', issuer: 'ING' }, { method: 'ideal', issuer: 'Rabobank' })).toBe(true);
    expect(paymentChanged({ method: null, issuer: null }, { method: 'ideal' })).toBe(true);
  });
});

describe('intra-community VAT', () => {
  const company = { isCompany: true, vatNumber: 'BE0123456789' };
  it('is 0% only for a business with a VAT number delivering to BE or ES', () => {
    expect(isIntraCommunitySupply(company, 'Delivery', 'BE')).toBe(true);
    expect(isIntraCommunitySupply({ ...company, vatNumber: 'ESX1234567X' }, 'Delivery', 'ES')).toBe(true);
    expect(isIntraCommunitySupply(company, 'Delivery', 'NL')).toBe(false);
    expect(isIntraCommunitySupply(company, 'Pickup', 'BE')).toBe(false);
    expect(isIntraCommunitySupply({ ...company, vatNumber: null }, 'Delivery', 'BE')).toBe(false);
    expect(isIntraCommunitySupply({ isCompany: false, vatNumber: 'BE0123456789' }, 'Delivery', 'BE')).toBe(false);
  });
  it('keeps the amount excl. VAT and drops the VAT of a computed line', () => {
    expect(withoutVat({ totalInclCents: 1210, totalExclCents: 1000, taxCents: 210, productId: 7 })).toEqual({
      totalInclCents: 1000,
      totalExclCents: 1000,
      taxCents: 0,
      taxRate: 0,
      productId: 7,
    });
  });
});

describe('orders', () => {
  it('formats readable order numbers', () => {
    expect(formatOrderNumber(2026, 123)).toBe('TB-2026-000123');
    expect(formatOrderNumber(2026, 1_234_567)).toBe('TB-2026-1234567');
    expect(isOrderNumber('TB-2026-000123')).toBe(true);
    expect(isOrderNumber('123')).toBe(false);
  });
  it('allows only the transitions of the table', () => {
    expect(canTransitionOrder('PaymentPending', 'Open')).toBe(true);
    expect(canTransitionOrder('PaymentPending', 'Cancelled')).toBe(true);
    expect(canTransitionOrder('Open', 'PaymentPending')).toBe(false);
    expect(canTransitionOrder('Cancelled', 'Open')).toBe(false);
    expect(canTransitionOrder('Processed', 'Cancelled')).toBe(false);
    for (const status of ORDER_STATUSES) expect(canTransitionOrder(status, status)).toBe(false);
  });
  it('settles a payment once: only open payments change', () => {
    expect(canTransitionPayment('open', 'paid')).toBe(true);
    expect(canTransitionPayment('paid', 'failed')).toBe(false);
    expect(canTransitionPayment('expired', 'paid')).toBe(false);
    expect(orderStatusAfterPayment('paid')).toBe('Open');
    expect(orderStatusAfterPayment('expired')).toBe('Cancelled');
    expect(orderStatusAfterPayment('open')).toBeNull();
  });
  it('has a message for every status, payment result and confirm reason', () => {
    for (const id of [
      ...Object.values(ORDER_STATUS_MESSAGES),
      ...Object.values(PAYMENT_RESULT_MESSAGES),
      ...Object.values(CONFIRM_REASONS),
    ]) {
      expect(isMessageId(id)).toBe(true);
    }
    expect(translateMessage('nl', ORDER_STATUS_MESSAGES.InProcessing)).toBe('In behandeling');
  });
});
