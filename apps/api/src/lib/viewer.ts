import { visiblePublicationCodes } from '@toonbank/domain';
import type { CatalogueViewer } from '@toonbank/db/repositories/catalogue';
import { type CustomerRow, findCustomer } from '@toonbank/db/repositories/customers';
import type { AppDeps } from './context.ts';
import type { Session } from './session.ts';

export interface Viewer extends CatalogueViewer {
  customer: CustomerRow | null;
}

/**
 * The viewer of each session object of a read (GET, HEAD). Such a session object lives for one request, or for every
 * read of one storefront page (the page scope, decision 0017): the customer is read once per page instead of once per
 * in-process API call. Writes resolve anew each time (a write may change the customer it reads), apart from the few
 * that keep the page scope (`keepsPageScope`), which share the page's session and so its viewer.
 */
const viewers = new WeakMap<Session, Promise<Viewer>>();
const readSessions = new WeakSet<Session>();

/** The session of a read: its viewer is resolved once and shared by every call that has this session object. */
export function shareViewerOf(session: Session): Session {
  readSessions.add(session);
  return session;
}

/** Who is looking at the catalogue: the acting customer's codes and price list, or an anonymous visitor. */
export async function resolveViewer(deps: AppDeps, session: Session | null): Promise<Viewer> {
  if (!session?.actingCustomerId) return viewerFor(deps, null);
  if (!readSessions.has(session)) return viewerFor(deps, session.actingCustomerId);
  let viewer = viewers.get(session);
  if (!viewer) {
    viewer = viewerFor(deps, session.actingCustomerId);
    viewers.set(session, viewer);
    // A failed read is not kept: the next call of the page tries again.
    viewer.catch(() => viewers.delete(session));
  }
  return viewer;
}

/** The catalogue as customer `customerId` sees it (null: an anonymous visitor). */
export async function viewerFor(deps: AppDeps, customerId: number | null): Promise<Viewer> {
  return viewerOf(customerId ? ((await findCustomer(deps.database.db, customerId)) ?? null) : null);
}

/** The catalogue as a customer read already sees it (null: an anonymous visitor or an unknown customer). */
export function viewerOf(customer: CustomerRow | null): Viewer {
  return {
    customer,
    publicationCodes: visiblePublicationCodes(customer),
    priceListId: customer?.priceListId ?? null,
  };
}
