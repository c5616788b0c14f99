/**
 * Payment providers behind one interface, chosen by configuration (PAYMENT_PROVIDER): the built-in test provider
 * (default: a hosted page on the shop's own server, its ledger in `test_provider_payments`) and Mollie through
 * `@mollie/api-client`. The shop never trusts a webhook body for a status: it asks the provider with `status()`.
 * A provider outside the shop creates a payment after the order is committed (`create`); the test provider's payment
 * is made in the order's own transaction (`inOrder`), since its ledger is a table of the same database.
 */
import { randomBytes } from 'node:crypto';
import { createMollieClient, PaymentMethod, type MollieClient } from '@mollie/api-client';
import { centsToAmount, isPaymentStatus, type PaymentStatus } from '@toonbank/domain';
import { findTestProviderPayment, type PaymentInOrder } from '@toonbank/db/repositories/orders';
import type { AppDeps } from '../../lib/context.ts';

export type ProviderName = 'test' | 'mollie';
export const PROVIDER_NAMES: readonly ProviderName[] = ['test', 'mollie'];

export interface NewProviderPayment {
  amountCents: number;
  description: string;
  method: string;
  issuer: string | null;
  orderId: number;
  redirectUrl: string;
  webhookUrl: string;
}

interface ProviderBase {
  name: ProviderName;
  /** Whether the provider still lets the customer choose an iDEAL bank in the shop (Mollie's iDEAL 2.0 does not). */
  offersIdealIssuers: boolean;
  /** The payment's status as the provider knows it; null when the provider does not know the id. */
  status(id: string): Promise<PaymentStatus | null>;
}

/** A provider outside the shop: asked to create the payment after the order is committed. */
export interface RemotePaymentProvider extends ProviderBase {
  create(payment: NewProviderPayment): Promise<{ id: string; checkoutUrl: string }>;
}

/** A provider whose ledger is the shop's own database: the payment is written in the order's transaction. */
export interface InOrderPaymentProvider extends ProviderBase {
  inOrder(payment: NewProviderPayment): PaymentInOrder;
}

export type PaymentProvider = RemotePaymentProvider | InOrderPaymentProvider;

/** The built-in provider: its "account" is a table of the shop's database; the hosted page is /api/payment/test/{id}. */
export function testProvider(deps: AppDeps): InOrderPaymentProvider {
  return {
    name: 'test',
    offersIdealIssuers: true,
    inOrder(payment) {
      const id = `tst_${randomBytes(12).toString('hex')}`;
      return {
        providerPaymentId: id,
        checkoutUrl: `/api/payment/test/${id}`,
        ledger: {
          id,
          amountCents: payment.amountCents,
          description: payment.description,
          method: payment.method,
          redirectUrl: payment.redirectUrl,
          webhookUrl: payment.webhookUrl,
        },
      };
    },
    async status(id) {
      const row = await findTestProviderPayment(deps.database.db, id);
      return row && isPaymentStatus(row.status) ? row.status : null;
    },
  };
}

const MOLLIE_METHODS: Record<string, PaymentMethod> = {
  ideal: PaymentMethod.ideal,
  creditcard: PaymentMethod.creditcard,
  bancontact: PaymentMethod.bancontact,
};

/** Mollie's payments API (API key from MOLLIE_API_KEY; MOLLIE_API_URL points tests at a local stand-in). */
export function mollieProvider(
  apiKey: string,
  apiEndpoint?: string,
  client: MollieClient = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) }),
): RemotePaymentProvider {
  return {
    name: 'mollie',
    offersIdealIssuers: false,
    async create(payment) {
      const created = await client.payments.create({
        amount: { currency: 'EUR', value: centsToAmount(payment.amountCents).toFixed(2) },
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        webhookUrl: payment.webhookUrl,
        ...(MOLLIE_METHODS[payment.method] ? { method: MOLLIE_METHODS[payment.method] } : {}),
        metadata: { orderId: payment.orderId },
      });
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie gave payment ${created.id} no checkout url`);
      return { id: created.id, checkoutUrl };
    },
    async status(id) {
      if (!/^tr_\w+$/.test(id)) return null;
      try {
        const payment = await client.payments.get(id);
        // Mollie's 'authorized' and 'pending' still wait for the outcome.
        return isPaymentStatus(payment.status) ? payment.status : 'open';
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
  };
}

const providers = new WeakMap<AppDeps, Map<ProviderName, PaymentProvider>>();

/** The provider by name (webhooks, return page, expiry), built once per API instance. */
export function providerNamed(deps: AppDeps, name: ProviderName): PaymentProvider {
  let byName = providers.get(deps);
  if (!byName) providers.set(deps, (byName = new Map()));
  let provider = byName.get(name);
  if (!provider) {
    if (name === 'mollie') {
      if (!deps.config.MOLLIE_API_KEY) throw new Error('MOLLIE_API_KEY ontbreekt');
      provider = mollieProvider(deps.config.MOLLIE_API_KEY, deps.config.MOLLIE_API_URL);
    } else {
      provider = testProvider(deps);
    }
    byName.set(name, provider);
  }
  return provider;
}

/** Mollie's hosted payment pages (the `_links.checkout` of a payment). */
export const MOLLIE_CHECKOUT_ORIGIN = 'https://www.mollie.com';

/**
 * Where the configured provider's hosted payment page lives, besides the shop itself (the test provider's page is the
 * shop's own): a checkout posted without JavaScript is redirected there, so the pages' CSP `form-action` must allow it.
 */
export function paymentPageOrigins(config: { PAYMENT_PROVIDER?: ProviderName }): string[] {
  return config.PAYMENT_PROVIDER === 'mollie' ? [MOLLIE_CHECKOUT_ORIGIN] : [];
}

/** The provider new payments go to (PAYMENT_PROVIDER, default the test provider). */
export function configuredProvider(deps: AppDeps): PaymentProvider {
  return providerNamed(deps, deps.config.PAYMENT_PROVIDER ?? 'test');
}
