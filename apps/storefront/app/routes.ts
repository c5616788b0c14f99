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
  route('login/new-account', 'routes/identity/new-account.tsx'),
  route('forgot-password', 'routes/identity/forgot-password.tsx'),
  route('forgot-password/reset', 'routes/identity/reset-password.tsx'),
  route('myaccount/resetpassword/redirect', 'routes/identity/reset-redirect.ts'),
  route('impersonation', 'routes/identity/impersonation.tsx'),
  route('account', 'routes/account/layout.tsx', [
    index('routes/account/index.tsx'),
    route('details', 'routes/account/details.tsx'),
    route('details/login', 'routes/account/details-login.tsx'),
    route('addresses', 'routes/account/addresses.tsx'),
    route('preferences', 'routes/account/preferences.tsx'),
  ]),

  // Stores and content.

  // Last: everything else is not found.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
