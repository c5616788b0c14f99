import { z } from '@hono/zod-openapi';
import { describeOpeningState, type OpeningState } from '@toonbank/domain';

/**
 * A store's opening state at a moment (the store pages and the checkout's pickup stores): the fields the storefront
 * words in the visitor's language, and `Text`, the Dutch line.
 */
export const OpeningStateSchema = z
  .object({
    IsOpen: z.boolean(),
    /** 'Nu open tot 18:00', 'Gesloten, opent morgen om 9:00' (Dutch; the storefront translates from the fields). */
    Text: z.string(),
    ClosesAt: z.string().nullable(),
    OpensAt: z.string().nullable(),
    DaysAhead: z.number().nullable(),
    Weekday: z.number().nullable(),
  })
  .openapi('StoreOpeningState');

export function toOpeningState(state: OpeningState): z.infer<typeof OpeningStateSchema> {
  return {
    IsOpen: state.open,
    Text: describeOpeningState(state),
    ClosesAt: state.open ? state.closesAt : null,
    OpensAt: state.open ? null : state.opensAt,
    DaysAhead: !state.open && state.opensAt !== null ? state.daysAhead : null,
    Weekday: !state.open && state.opensAt !== null ? state.weekday : null,
  };
}
