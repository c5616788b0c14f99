import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addressesRouter } from './features/addresses/addresses.index.ts';
import { animalsRouter } from './features/animals/animals.index.ts';
import { authRouter } from './features/auth/auth.index.ts';
import { cartRouter } from './features/cart/cart.index.ts';
import { promotionsRouter } from './features/promotions/promotions.index.ts';
import { checkoutRouter } from './features/checkout/checkout.index.ts';
import { orderUploadRouter } from './features/order-upload/order-upload.index.ts';
import { ordersRouter } from './features/orders/orders.index.ts';
import { documentsRouter } from './features/documents/documents.index.ts';
import { paymentRouter } from './features/payment/payment.index.ts';
import { brandsRouter } from './features/brands/brands.index.ts';
import { configRouter } from './features/config/config.index.ts';
import { contentRouter } from './features/content/content.index.ts';
import { customerRouter } from './features/customer/customer.index.ts';
import { locationsRouter } from './features/locations/locations.index.ts';
import { preferenceRouter } from './features/preference/preference.index.ts';
import { registrationRouter } from './features/registration/registration.index.ts';
import { productsRouter } from './features/products/products.index.ts';
import { searchRouter } from './features/search/search.index.ts';
import { giftsRouter } from './features/gifts/gifts.index.ts';
import { cartNotesRouter } from './features/cart-notes/cart-notes.index.ts';
import { cartSharingRouter } from './features/cart-sharing/cart-sharing.index.ts';
import { selectionsRouter } from './features/selections/selections.index.ts';
import { webNodesRouter } from './features/webnodes/webnodes.index.ts';
import { wishlistsRouter } from './features/wishlists/wishlists.index.ts';
import { formsRouter } from './features/forms/forms.index.ts';
import { pagesRouter } from './features/pages/pages.index.ts';
import { platformRouter } from './features/platform/platform.index.ts';
import { seoRouter } from './features/seo/seo.index.ts';
import { storesRouter } from './features/stores/stores.index.ts';
import type { AppDeps } from './lib/context.ts';
import { createApp } from './lib/create-app.ts';

const routers = [
  configRouter,
  webNodesRouter,
  brandsRouter,
  contentRouter,
  authRouter,
  // Catalogue and search.
  productsRouter,
  searchRouter,

  // Cart, and the order upload that fills it (issue 17).
  cartRouter,
  promotionsRouter,
  giftsRouter,
  cartNotesRouter,
  cartSharingRouter,

  // Lists: wishlists and product selections (the order list).
  wishlistsRouter,
  selectionsRouter,
  orderUploadRouter,

  // Checkout, payment and orders.
  checkoutRouter,
  paymentRouter,
  ordersRouter,
  documentsRouter,

  // Identity and account.
  customerRouter,
  addressesRouter,
  locationsRouter,
  preferenceRouter,
  registrationRouter,
  animalsRouter,

  // Stores and content.
  storesRouter,
  pagesRouter,
  formsRouter,
  seoRouter,

  // Operations: what other nodes of the shop read.
  platformRouter,
] as const;

/** The whole REST API, mounted under `/api`. */
export function createApi(deps: AppDeps) {
  const app = createApp(deps);
  for (const router of routers) app.route('/', router);
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Toonbank API',
      version: '1.0.0',
      description: 'REST API of the Toonbank web shop. Paths follow the storefront contract (spec §7).',
    },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.get('/docs', (c) => {
    // Its one inline script is allowed by its hash; Swagger UI styles itself inline.
    c.header('content-security-policy', DOCS_POLICY);
    return c.html(REFERENCE_PAGE);
  });
  app.get('/docs/assets/:file{swagger-ui(-bundle\\.js|\\.css)}', async (c) => {
    const file = c.req.param('file');
    const body = await readFile(path.join(swaggerUiDir, file));
    c.header('content-type', file.endsWith('.css') ? 'text/css' : 'text/javascript');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(body);
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
export type ApiRoutes = (typeof routers)[number];

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const REFERENCE_SCRIPT = "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });";
const DOCS_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(REFERENCE_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Toonbank API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>${REFERENCE_SCRIPT}</script>
</body>
</html>`;
