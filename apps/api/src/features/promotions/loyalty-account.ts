/**
 * The account's view of loyalty and vouchers (issue 16): the points balance with the rule for redeeming and the points
 * history, and the vouchers the customer owns with where each stands now. Reading only; the acting customer's own.
 */
import { centsToAmount, isLoyaltyCustomer, voucherState, type VoucherState } from '@toonbank/domain';
import { findPointsBalance, listOwnedVouchers, listPointMutations } from '@toonbank/db/repositories/promotions';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { loadCheckoutSettings } from '../shared/checkout-cart.ts';

const KINDS = ['earned', 'redeemed', 'returned', 'given'] as const;
type Kind = (typeof KINDS)[number];
const kindOf = (kind: string): Kind => ((KINDS as readonly string[]).includes(kind) ? (kind as Kind) : 'given');

export async function pointsHistory(deps: AppDeps, customerId: number, offset: number, limit: number) {
  const db = deps.database.db;
  const [customer, history, settings] = await Promise.all([
    findPointsBalance(db, customerId),
    listPointMutations(db, customerId, offset, limit),
    loadCheckoutSettings(deps),
  ]);
  if (!customer) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const { loyalty } = settings;
  return {
    Success: true as const,
    Balance: customer.balance,
    IsLoyaltyCustomer: isLoyaltyCustomer(customer, loyalty.loyaltyCodes),
    MinimumPointsToRedeem: loyalty.minimumPointsToRedeem,
    PointValue: centsToAmount(loyalty.pointValueCents),
    PointsPerEuro: loyalty.pointsPerEuro,
    Mutations: history.rows.map((row) => ({
      Id: row.id,
      Date: row.createdAt.toISOString(),
      Kind: kindOf(row.kind),
      Points: row.points,
      Description: row.description,
      OrderId: row.orderNumber === null ? null : row.orderId,
      OrderNumber: row.orderNumber,
      StorePurchaseId: row.storePurchaseNumber === null ? null : row.storePurchaseId,
      StorePurchaseNumber: row.storePurchaseNumber,
    })),
    Total: history.total,
    HasMore: offset + history.rows.length < history.total,
  };
}

const STATES: Record<VoucherState, 'Valid' | 'NotYetValid' | 'Expired' | 'UsedUp'> = {
  valid: 'Valid',
  notYetValid: 'NotYetValid',
  expired: 'Expired',
  usedUp: 'UsedUp',
};

export async function ownedVouchers(deps: AppDeps, customerId: number, now: Date) {
  const rows = await listOwnedVouchers(deps.database.db, customerId);
  return {
    Success: true as const,
    Vouchers: rows.map((row) => {
      const kind = row.kind === 'product' ? 'product' : 'payment';
      return {
        Id: row.id,
        Code: row.code,
        Description: row.description,
        Type: kind === 'product' ? ('Product' as const) : ('Payment' as const),
        Balance: kind === 'payment' ? centsToAmount(row.balanceCents) : 0,
        Product:
          kind === 'product' && row.productId !== null && row.productName !== null
            ? { Id: row.productId, Name: row.productName, Url: `/product/detail/${row.productUrl ?? ''}` }
            : null,
        ValidFrom: row.validFrom?.toISOString() ?? null,
        ValidUntil: row.validUntil?.toISOString() ?? null,
        State: STATES[voucherState({ ...row, kind }, now)],
        Personal: row.customerId === customerId,
      };
    }),
  };
}
