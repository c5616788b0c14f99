import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M } from '@toonbank/domain';
import { errorResponses, IdParam, jsonContent } from '../../lib/schemas.ts';

export const WebhookParams = z.object({
  provider: z.enum(['test', 'mollie'], { message: M.notFound }).openapi({ param: { name: 'provider', in: 'path' }, example: 'mollie' }),
});

export const webhookRoute = createRoute({
  method: 'post',
  path: '/aspos/payment/webhook/{provider}',
  tags: ['Payment'],
  summary: 'Payment status changed at the provider (`test` or `mollie`); form field `id` is the provider’s payment id',
  description:
    'The body only says which payment: its status is asked at the provider, never taken from the request. The first of webhook and return page settles the order; ' +
    'repeats change nothing (and answer 200, so the provider stops retrying). An id the shop does not know answers 404.',
  request: {
    params: WebhookParams,
    body: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({ id: z.string({ message: M.required }).trim().min(1, M.required).max(100) }),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true) }), 'Verwerkt'), ...errorResponses },
});

export const PaymentResultSchema = z
  .object({
    Success: z.literal(true),
    OrderId: z.number(),
    OrderNumber: z.string(),
    /** The order's status after asking the provider: Open when paid, Cancelled when failed/cancelled/expired, PaymentPending while open. */
    Status: z.string(),
    PaymentStatus: z.string(),
    /** For a payment that did not succeed: why, in the request's language (the checkout shows it; the cart is restored). */
    Message: z.string().nullable(),
    /** Where the return page sends the customer: the thanks page, the checkout (failed) or back to the payment (still open). */
    RedirectTo: z.string(),
  })
  .openapi('PaymentResult');

export const paymentResultRoute = createRoute({
  method: 'get',
  path: '/aspos/payment/result/{id}',
  tags: ['Payment'],
  summary: 'The return page (/checkout-redirect) asks the provider about the payment of order `id` and settles it',
  description: 'Only the owning customer (or a representative acting for them); another customer’s order is a 404.',
  security: [{ bearer: [] }],
  request: { params: IdParam },
  responses: { 200: jsonContent(PaymentResultSchema, 'Betaalresultaat'), ...errorResponses },
});
