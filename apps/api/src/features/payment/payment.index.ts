import { createRouter } from '../../lib/create-app.ts';
import { paymentResultHandler, testProviderChoice, testProviderPage, webhookHandler } from './payment.handlers.ts';
import { paymentResultRoute, webhookRoute } from './payment.routes.ts';

export const paymentRouter = createRouter()
  .openapi(webhookRoute, webhookHandler)
  .openapi(paymentResultRoute, paymentResultHandler)
  // The built-in test provider's hosted page (not part of the shop's API contract).
  .get('/payment/test/:id', testProviderPage)
  .post('/payment/test/:id', testProviderChoice);
