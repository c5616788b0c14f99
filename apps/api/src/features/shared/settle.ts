/**
 * Settling payments: the webhook, the return page and the expiry job all end here. The status always comes from the
 * provider; the payment row lock makes the first arrival settle and every later one change nothing. A paid order gets
 * its confirmation mail exactly once (claimed in the database before sending).
 */
import { MINUTE_MS } from '@toonbank/domain';
import type { PaymentStatus } from '@toonbank/domain';
import {
  claimConfirmationMail,
  findPaymentAtProvider,
  listExpiredOpenPayments,
  releaseConfirmationMail,
  setTestProviderPaymentStatus,
  settlePayment,
  type PaymentRow,
  type SettleOutcome,
} from '@toonbank/db/repositories/orders';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { sendOrderConfirmation } from './order-mail.ts';
import { providerNamed, type ProviderName } from './payment-providers.ts';

/** Asks the provider for the payment's status and settles it; unknown ids are a 404 (forged or foreign webhooks). */
export async function settleFromProvider(
  deps: AppDeps,
  providerName: ProviderName,
  providerPaymentId: string,
): Promise<SettleOutcome & { status: PaymentStatus }> {
  const payment = await findPaymentAtProvider(deps.database.db, providerName, providerPaymentId);
  if (!payment) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'paymentNotFound');
  return settleKnown(deps, payment);
}

/** Settles a payment the shop knows, with the status its provider reports now. */
export async function settleKnown(deps: AppDeps, payment: PaymentRow): Promise<SettleOutcome & { status: PaymentStatus }> {
  const provider = providerNamed(deps, payment.provider as ProviderName);
  const status = payment.providerPaymentId ? await provider.status(payment.providerPaymentId) : null;
  if (status === null) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'paymentNotFound');
  const outcome = await settlePayment(deps.database.db, payment.id, status, deps.now());
  if (outcome.orderStatus === 'Open') await mailOnce(deps, outcome.orderId);
  return { ...outcome, status };
}

/** Sends the confirmation mail of an open order if nobody did yet; a failed send gives the claim back for a retry. */
export async function mailOnce(deps: AppDeps, orderId: number): Promise<void> {
  if (!(await claimConfirmationMail(deps.database.db, orderId, deps.now()))) return;
  try {
    await sendOrderConfirmation(deps, orderId);
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'orderbevestiging niet verstuurd');
    await releaseConfirmationMail(deps.database.db, orderId);
  }
}

/**
 * The expiry job: open payments past their time are asked once more at the provider (a late payment still counts);
 * still open, they expire (for the test provider its ledger too) and release their stock.
 */
export async function expireOpenPayments(deps: AppDeps): Promise<number> {
  const due = await listExpiredOpenPayments(deps.database.db, deps.now());
  let expired = 0;
  for (const payment of due) {
    try {
      const provider = providerNamed(deps, payment.provider as ProviderName);
      let status = payment.providerPaymentId ? await provider.status(payment.providerPaymentId) : null;
      if (status === null || status === 'open') {
        if (payment.provider === 'test' && payment.providerPaymentId)
          await setTestProviderPaymentStatus(deps.database.db, payment.providerPaymentId, 'expired', deps.now());
        status = 'expired';
      }
      const outcome = await settlePayment(deps.database.db, payment.id, status, deps.now());
      if (outcome.orderStatus === 'Open') await mailOnce(deps, outcome.orderId);
      if (outcome.changed && status === 'expired') expired += 1;
    } catch (error) {
      deps.logger.error({ err: error, paymentId: payment.id }, 'betaling niet verlopen');
    }
  }
  return expired;
}

/** Runs the expiry job every `intervalMs` until stopped. */
export function startPaymentExpiryJob(deps: AppDeps, intervalMs = MINUTE_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOpenPayments(deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'betalingen verlopen mislukt'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
