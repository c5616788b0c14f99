/**
 * Demo promotions (issue 15): the coupon the site banner advertises (the flyer code), a few more coupons of each
 * kind, and vouchers: a payment voucher with a balance for the demo business customer, a personal voucher for the
 * demo private customer, a gift card anyone may use, a spent one and a product voucher.
 */
import type { coupons, vouchers } from '../schema/promotions.ts';
import { addDays } from './dates.ts';

type CouponRow = typeof coupons.$inferInsert & { id: number };
type VoucherRow = typeof vouchers.$inferInsert & { id: number };

export interface PromotionInput {
  reference: Date;
  /** The flyer code the site banner names ('tot 20% korting met code …'). */
  flyerCode: string;
  catWebNodeId: number | null;
  brandId: number | null;
  /** A product for the product voucher. */
  productId: number | null;
  businessCustomerId: number | null;
  privateCustomerId: number | null;
}

export function buildPromotions(input: PromotionInput): { coupons: CouponRow[]; vouchers: VoucherRow[] } {
  const { reference } = input;
  const coupon = (row: Omit<CouponRow, 'id'>, id: number): CouponRow => ({ id, ...row });
  const list: CouponRow[] = [
    coupon(
      {
        code: input.flyerCode,
        description: 'Folderactie: 20% korting',
        kind: 'percentage',
        percentage: 20,
        scope: 'cart',
        minimumCents: 2_500,
        validFrom: addDays(reference, -1),
        validUntil: addDays(reference, 14),
        perCustomerLimit: 1,
        combinable: false,
      },
      1,
    ),
    coupon(
      {
        code: 'WELKOM5',
        description: '€ 5,00 welkomstkorting vanaf € 50,00',
        kind: 'amount',
        amountCents: 500,
        scope: 'cart',
        minimumCents: 5_000,
        validFrom: addDays(reference, -30),
        validUntil: addDays(reference, 365),
        perCustomerLimit: 1,
        combinable: true,
      },
      2,
    ),
    ...(input.catWebNodeId !== null
      ? [
          coupon(
            {
              code: 'KAT15',
              description: '15% korting op alles voor de kat',
              kind: 'percentage',
              percentage: 15,
              scope: 'category',
              webNodeId: input.catWebNodeId,
              validFrom: addDays(reference, -7),
              validUntil: addDays(reference, 30),
              combinable: true,
            },
            3,
          ),
        ]
      : []),
    ...(input.brandId !== null
      ? [
          coupon(
            {
              code: 'MERK10',
              description: '10% korting op het merk van de maand',
              kind: 'percentage',
              percentage: 10,
              scope: 'brand',
              brandId: input.brandId,
              validFrom: addDays(reference, -7),
              validUntil: addDays(reference, 30),
              totalLimit: 100,
              combinable: true,
            },
            4,
          ),
        ]
      : []),
    coupon(
      {
        code: 'ZOMER10',
        description: 'Zomeractie: 10% korting (verlopen)',
        kind: 'percentage',
        percentage: 10,
        scope: 'cart',
        validFrom: addDays(reference, -120),
        validUntil: addDays(reference, -60),
        combinable: true,
      },
      5,
    ),
  ];
  const voucher = (row: Omit<VoucherRow, 'id'>, id: number): VoucherRow => ({ id, ...row });
  const vouchersList: VoucherRow[] = [
    ...(input.businessCustomerId !== null
      ? [
          voucher(
            {
              code: 'KWISPEL-TEGOED',
              description: 'Tegoedbon De Kwispel (€ 25,00)',
              kind: 'payment',
              balanceCents: 2_500,
              customerId: input.businessCustomerId,
              validUntil: addDays(reference, 365),
            },
            1,
          ),
        ]
      : []),
    ...(input.privateCustomerId !== null
      ? [
          voucher(
            {
              code: 'LOTTE-BEDANKT',
              description: 'Persoonlijke cadeaubon (€ 10,00)',
              kind: 'payment',
              balanceCents: 1_000,
              customerId: input.privateCustomerId,
              validUntil: addDays(reference, 180),
            },
            2,
          ),
        ]
      : []),
    voucher(
      {
        code: 'CADEAU-50',
        description: 'Toonbank cadeaubon (€ 50,00)',
        kind: 'payment',
        balanceCents: 5_000,
        validUntil: addDays(reference, 730),
      },
      3,
    ),
    voucher({ code: 'CADEAU-LEEG', description: 'Toonbank cadeaubon (opgebruikt)', kind: 'payment', balanceCents: 0 }, 4),
    ...(input.productId !== null
      ? [
          voucher(
            {
              code: 'PROEF-GRATIS',
              description: 'Productbon: één stuk gratis',
              kind: 'product',
              productId: input.productId,
              customerId: input.businessCustomerId,
              validUntil: addDays(reference, 90),
            },
            5,
          ),
        ]
      : []),
  ];
  return { coupons: list, vouchers: vouchersList };
}
