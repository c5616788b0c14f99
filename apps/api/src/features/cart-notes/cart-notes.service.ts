/** §7 POST cart/lines/notes: a short note per cart line, kept on the order line when the order is placed. */
import { MAX_LINE_NOTE_LENGTH, normalizeLineNote } from '@toonbank/domain';
import { setCartLineNotes } from '@toonbank/db/repositories/cart';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { Cart } from '../shared/cart.schemas.ts';
import { readCart } from '../shared/cart.service.ts';

export interface LineNoteChange {
  lineId?: number | undefined;
  productId?: number | undefined;
  notes: string;
}

/**
 * Sets the notes in one transaction while the cart is locked. A note that is too long (400), or a line that is not in
 * this customer's cart (404), refuses the whole request with a Dutch message and writes nothing: another customer's line
 * id is 'not in your cart', never changed.
 */
export async function setLineNotes(deps: AppDeps, viewer: Viewer, customerId: number, changes: readonly LineNoteChange[]): Promise<Cart> {
  const notes = changes.map((change) => ({ ...change, notes: normalizeLineNote(change.notes) }));
  const tooLong = notes.findIndex((change) => change.notes.length > MAX_LINE_NOTE_LENGTH);
  if (tooLong >= 0) {
    const message = { id: 'lineNoteTooLong', params: { max: MAX_LINE_NOTE_LENGTH } } as const;
    throw new ApiError(400, 'VALIDATION_ERROR', message, [{ Field: `changes.${tooLong}.notes`, Message: message }]);
  }
  await setCartLineNotes(deps.database.db, customerId, (lines) =>
    notes.map((change) => {
      const line = lines.find((l) => (change.lineId !== undefined ? l.id === change.lineId : l.productId === change.productId));
      if (!line) throw new ApiError(404, 'LINE_NOT_FOUND', 'lineNoteLineUnknown');
      return { lineId: line.id, notes: change.notes };
    }),
  );
  return readCart(deps, viewer, customerId);
}
