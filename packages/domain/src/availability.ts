/** Which availability message a product shows for its supplier state. */
import type { SupplierState } from './product-rules.ts';

export type AvailabilityMessage = 'available' | 'suspended' | 'unavailable' | null;

/**
 * Expected and Suspended products show an 'available' message, Subscription too but
 * with the suspended text; Endoflife shows 'unavailable'; other states none.
 */
export function availabilityMessage(state: SupplierState | string): AvailabilityMessage {
  switch (state) {
    case 'Expected':
    case 'Suspended':
      return 'available';
    case 'Subscription':
      return 'suspended';
    case 'Endoflife':
      return 'unavailable';
    default:
      return null;
  }
}
