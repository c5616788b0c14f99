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
  const customer = session?.actingCustomerId ? ((await findCustomer(deps.database.db, session.actingCustomerId)) ?? null) : null;
  return {
    customer,
    publicationCodes: visiblePublicationCodes(customer),
    priceListId: customer?.priceListId ?? null,
  };
}
