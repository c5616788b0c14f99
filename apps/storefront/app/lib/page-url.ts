/**
 * The address of the page a loader or action serves, as the visitor sees it. React Router 8 hands loaders and actions
 * the raw request: for a client-side navigation or form submission its URL is the data request
 * (`/product/detail/brok.data?_routes=…`, `/_.data` for the home page), and an index route's action gets `?index`.
 * This takes those details off again (the same normalisation as React Router's own `url` argument, plus `index`), so
 * a login redirect, a 'back to' link or a listing's filters never carry them. Every loader, action and server helper
 * reads its URL here.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  url.hash = '';
  return url;
}
