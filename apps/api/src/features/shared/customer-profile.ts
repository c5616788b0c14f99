/**
 * A customer's profile as the customer and preference calls show and change
 * it: the customer with addresses and default store; a default store must be
 * an existing pickup store.
 */
import { listAddresses } from '@toonbank/db/repositories/addresses';
import { findCustomer, setDefaultStore } from '@toonbank/db/repositories/customers';
import { findAgent } from '@toonbank/db/repositories/representatives';
import { findStoreName } from '@toonbank/db/repositories/stores';
import { findStoreById } from '@toonbank/db/repositories/stores';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { toCustomer } from './customer.mappers.ts';

/** The customer with their addresses and default store's name; 404 when the customer is gone. */
export async function loadCustomer(deps: AppDeps, customerId: number) {
  const { db } = deps.database;
  const row = await findCustomer(db, customerId);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const [addresses, storeName, agent] = await Promise.all([
    listAddresses(db, customerId),
    findStoreName(db, row.defaultStoreId),
    row.gender === 'Company' ? findAgent(db, customerId) : undefined,
  ]);
  return toCustomer(row, addresses, storeName, agent ?? null);
}

/** A customer's own store must be an existing pickup store (§1: stores are pickup points). */
export async function chooseStore(deps: AppDeps, customerId: number, storeId: number): Promise<{ id: number; name: string }> {
  const { db } = deps.database;
  const store = await findStoreById(db, storeId);
  if (!store || !store.isPickupStore) {
    throw new ApiError(400, 'VALIDATION_ERROR', { id: 'fieldError', params: { field: 'storeId', message: { id: 'pickupStoreChoice' } } }, [
      { Field: 'storeId', Message: 'pickupStoreChoice' },
    ]);
  }
  await setDefaultStore(db, customerId, store.id);
  return { id: store.id, name: store.name };
}
