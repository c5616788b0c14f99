import { createRoute, z } from '@hono/zod-openapi';
import { MAX_CART_CHANGES, MAX_INT4, MAX_LINE_NOTE_LENGTH, MESSAGE_IDS as M } from '@toonbank/domain';
import { dataEnvelope, errorResponses, jsonContent, storableText } from '../../lib/schemas.ts';
import { CheckoutCartSchema } from '../shared/cart.schemas.ts';

const id = z.number({ message: M.invalidValue }).int(M.invalidValue).positive(M.invalidValue).max(MAX_INT4, M.invalidValue);

export const LineNotesBody = z
  .object({
    changes: z
      .array(
        z
          .object({
            lineId: id.optional(),
            productId: id.optional(),
            // The raw text may be longer (spaces and line breaks are folded first); the note itself is checked after.
            notes: storableText(0, MAX_LINE_NOTE_LENGTH * 5),
          })
          .strict()
          .refine((change) => (change.lineId === undefined) !== (change.productId === undefined), { message: M.lineNoteTarget }),
      )
      .min(1, M.changesRequired)
      .max(MAX_CART_CHANGES, `Hoogstens ${MAX_CART_CHANGES} wijzigingen tegelijk.`),
  })
  .strict()
  .openapi('CartLineNotes');

export const lineNotesRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/lines/notes',
  tags: ['Cart'],
  summary: 'Set a note per cart line (§7 cart/lines/notes); the order line keeps it',
  description:
    `Each change names a line by \`lineId\` or \`productId\` (one of them) and gives its \`notes\` (empty clears it). Notes are trimmed, with runs ` +
    `of spaces and line breaks as one space, and may be at most ${MAX_LINE_NOTE_LENGTH} characters. A note that is too long (400) or a line ` +
    'that is not in the acting customer’s cart (404) refuses the whole request with a Dutch message; nothing is saved.',
  security: [{ bearer: [] }],
  request: { body: { content: { 'application/json': { schema: LineNotesBody } }, required: true } },
  responses: { 200: jsonContent(dataEnvelope(CheckoutCartSchema, 'CartNotesResponse'), 'Winkelwagen'), ...errorResponses },
});
