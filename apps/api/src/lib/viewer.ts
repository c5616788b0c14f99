import { visiblePublicationCodes } from '@toonbank/domain';
import type { CatalogueViewer } from '@toonbank/db/repositories/catalogue';
import { type CustomerRow, findCustomer } from '@toonbank/db/repositories/customers';
import type { AppDeps } from './context.ts';
import type { Session } from './session.ts';

export interface Viewer extends CatalogueViewer {
  customer: CustomerRow | null;
}

/** Who is looking at the catalogue: the acting customer's codes and price list, or an anonymous visitor. */
export async function resolveViewer(deps: AppDeps, session: Session | null): Promise<Viewer> {
  return viewerFor(deps, session?.actingCustomerId ?? null);
}

/** The catalogue as customer `customerId` sees it (null: an anonymous visitor). */
export async function viewerFor(deps: AppDeps, customerId: number | null): Promise<Viewer> {
  const customer = customerId ? ((await findCustomer(deps.database.db, customerId)) ?? null) : null;
  return {
    customer,
    publicationCodes: visiblePublicationCodes(customer),
    priceListId: customer?.priceListId ?? null,
  };
}
