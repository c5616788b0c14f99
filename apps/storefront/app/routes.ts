import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  // Form actions of the shell: language switcher and cookie popup.
  route('locale', 'routes/locale.ts'),
  route('cookie-consent', 'routes/cookie-consent.ts'),

  // Catalogue and search.
  route('product/lister/*', 'routes/catalogue/lister.tsx'),
  route('product/detail/:slug', 'routes/catalogue/product.tsx'),
  route('merken', 'routes/catalogue/brands.tsx'),
  route('merken/*', 'routes/catalogue/brand.tsx'),
  route('tag/*', 'routes/catalogue/tag.tsx'),
  route('zoek/:slug?', 'routes/catalogue/search.tsx'),
  route('review/:slug?', 'routes/catalogue/review.tsx'),
  route('zoek-suggesties', 'routes/catalogue/suggestions.ts'),

  // Identity and account.

  // Stores and content.

  // Last: everything else is not found.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
