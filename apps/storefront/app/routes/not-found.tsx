import { data } from 'react-router';

/** Catch-all (§2 `/*`): unknown routes answer 404 and render the not-found page (root ErrorBoundary, inside the layout). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
