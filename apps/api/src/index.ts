export { createApi, type Api, type ApiRoutes } from './app.ts';
export { createSearchEngine } from './lib/create-app.ts';
export type { AppDeps } from './lib/context.ts';
export { paymentPageOrigins } from './features/shared/payment-providers.ts';
export { createPageScope, type PageScope } from './lib/page-scope.ts';
export { apiCacheSizes } from './features/shared/cache-stats.ts';
