import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  // Form actions of the shell: language switcher and cookie popup.
  route('locale', 'routes/locale.ts'),
  route('cookie-consent', 'routes/cookie-consent.ts'),
  // The category tree of the menus, loaded when a menu opens.
  route('categorie-menu', 'routes/category-menu.ts'),
  // The viewer's main menu and top menu trees, loaded when the mobile sidebar opens.
  route('hoofdmenu', 'routes/main-menu.ts'),
  // The shell's island markup for this viewer, when the page's root data names markup the browser does not have.
  route('shell-markup', 'routes/shell-markup.ts'),

  // Catalogue and search.
  route('product/lister/*', 'routes/catalogue/lister.tsx'),
  route('product/detail/:slug', 'routes/catalogue/product.tsx'),
  route('product-tab/:id/:tab', 'routes/catalogue/product-tab.ts'),
  route('merken', 'routes/catalogue/brands.tsx'),
  route('merken/*', 'routes/catalogue/brand.tsx'),
  route('tag/*', 'routes/catalogue/tag.tsx'),
  route('zoek/:slug?', 'routes/catalogue/search.tsx'),
  route('review/:slug?', 'routes/catalogue/review.tsx'),
  route('zoek-suggesties', 'routes/catalogue/suggestions.ts'),

  // Cart, and the order upload that fills it (issue 17).
  route('cart', 'routes/cart/cart.tsx'),
  // The gift selector's next page of samples, and a shared cart opened from its link (§4, §7).
  route('cart/proefjes', 'routes/cart/gift-offer.ts'),
  route('cart/gedeeld/:key', 'routes/cart/shared.tsx'),

  // Lists (§2 selection-wishlist, selection-order-list; §4 for logged-in customers only).
  route('wishlist', 'routes/lists/wishlist.tsx'),
  route('order-list', 'routes/lists/order-list.tsx'),
  route('bestelling-uploaden', 'routes/order-upload/upload.tsx'),
  route('bestelling-uploaden/zoek', 'routes/order-upload/lookup.ts'),
  route('bestelling-uploaden/voorbeeld', 'routes/order-upload/template.ts'),
  route('bestelling-uploaden/rapport', 'routes/order-upload/report.ts'),

  // Checkout (§2): the steps, the return from the payment provider and the thanks page.
  route('checkout', 'routes/checkout/checkout.tsx'),
  route('checkout-redirect', 'routes/checkout/redirect.ts'),
  route('checkout-success', 'routes/checkout/success.tsx'),

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
    route('overview', 'routes/account/index.tsx', { id: 'account-overview' }),
    route('orders', 'routes/account/orders.tsx'),
    route('orders/export', 'routes/account/orders-export.ts'),
    route('orders/:id', 'routes/account/order-detail.tsx'),
    route('invoices', 'routes/account/invoices.tsx'),
    route('invoices/export', 'routes/account/invoices-export.ts'),
    route('invoices/:id/download', 'routes/account/invoice-download.ts'),
    route('packings', 'routes/account/packings.tsx'),
    route('packings/download', 'routes/account/packings-download.ts'),
    route('purchases', 'routes/account/purchases.tsx'),
    route('purchases/detail/:slug?', 'routes/account/purchase-detail.tsx'),
    route('transactions', 'routes/account/transactions.tsx'),
    route('loyalty', 'routes/account/loyalty.tsx'),
    route('vouchers', 'routes/account/vouchers.tsx'),
    route('animals-good-news', 'routes/account/animals-good-news.tsx'),
  ]),

  // Stores and content.
  route('vestigingen', 'routes/stores.tsx'),
  route('winkel/:slug', 'routes/store-detail.tsx'),
  route('klantenservice', 'routes/faq.tsx'),
  // The accessibility statement (European Accessibility Act), linked from the footer.
  route('toegankelijkheid', 'routes/accessibility.tsx'),
  route('nieuws/detail/:slug', 'routes/news-detail.tsx'),
  route('nieuws/tag/:tag', 'routes/news-list.tsx', { id: 'news-tag' }),
  route('nieuws/*', 'routes/news-list.tsx', { id: 'news-category' }),
  route('nieuws', 'routes/news-list.tsx', { id: 'news' }),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),

  // Last: everything else is a content page (§4), or the not-found page when there is none.
  route('*', 'routes/content.tsx'),
] satisfies RouteConfig;
