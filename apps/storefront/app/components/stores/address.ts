import type { Store } from '@toonbank/api/types';

/** The street line of a store's address: street, house number and its extension when there is one. */
export function streetLine(store: Pick<Store, 'Address'>): string {
  const { Street, HouseNumber, HouseNumberExtension } = store.Address;
  return `${Street} ${HouseNumber}${HouseNumberExtension ? ` ${HouseNumberExtension}` : ''}`;
}
