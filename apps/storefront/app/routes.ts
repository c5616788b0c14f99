import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  // Form actions of the shell: language switcher and cookie popup.
  route('locale', 'routes/locale.ts'),
  route('cookie-consent', 'routes/cookie-consent.ts'),

  // Catalogue and search.

  // Identity and account.

  // Stores and content.

  // Last: everything else is not found.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
