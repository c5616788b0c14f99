/**
 * The order's later statuses (§3 Order statuses shown): processing, shipping (a packing slip; what stays behind is a
 * back order), cancelling (wholly, or the rest after a partial delivery). One use case for whoever moves an order on:
 * the demo data's history, the tests, and later a staff screen. The rule is the domain's `planFulfilment`; the writes
 * are `applyFulfilment`, one transaction each.
 */
import type { FulfilmentAction, FulfilmentProblem, MessageId } from '@toonbank/domain';
import { applyFulfilment } from '@toonbank/db/repositories/documents';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';

const PROBLEMS: Record<FulfilmentProblem | 'ORDER_NOT_FOUND', { status: 404 | 409 | 400; message: MessageId }> = {
  ORDER_NOT_FOUND: { status: 404, message: 'orderNotFound' },
  STATUS_NOT_ALLOWED: { status: 409, message: 'orderStepNotAllowed' },
  NOTHING_TO_SHIP: { status: 409, message: 'orderNothingToShip' },
  TOO_MANY: { status: 400, message: 'orderShipTooMany' },
  UNKNOWN_LINE: { status: 400, message: 'orderLineUnknown' },
};

export interface FulfilmentResult {
  status: string;
  packingSlipId: number | null;
  invoiceId: number | null;
}

/** Moves an order one step on; a step the order's status or lines do not allow is a 4xx and changes nothing. */
export async function advanceOrder(deps: AppDeps, orderId: number, action: FulfilmentAction): Promise<FulfilmentResult> {
  const outcome = await applyFulfilment(deps.database.db, orderId, action, deps.now());
  if (!outcome.ok) {
    const problem = PROBLEMS[outcome.problem];
    throw new ApiError(problem.status, outcome.problem, problem.message);
  }
  return { status: outcome.status, packingSlipId: outcome.packingSlipId, invoiceId: outcome.invoiceId };
}
