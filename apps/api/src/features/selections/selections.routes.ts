import { createRoute, z } from '@hono/zod-openapi';
import {
  MAX_INT4,
  MAX_LINE_QUANTITY,
  MAX_SELECTION_NOTE_LENGTH,
  MESSAGE_IDS as M,
  SELECTION_PAGE_SIZE,
  SELECTION_TYPES,
  SELECTIONS_GET_ALL,
} from '@toonbank/domain';
import { clampedInt, dataEnvelope, errorResponses, IdParam, jsonContent, PagingQuery } from '../../lib/schemas.ts';
import { ListToCartSchema } from '../shared/list-to-cart.ts';
import { SelectionPageSchema, SelectionSchema } from './selections.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const who =
  'Logged-in customers only (401 otherwise); a representative uses the lists of the customer they act for (404 while acting for nobody). ' +
  'Another customer’s selection ids answer 404 and change nothing.';

const typeField = z.enum(SELECTION_TYPES, { message: M.selectionTypeChoice });

/** `types` as a repeatable query parameter (`?types=OrderList&types=Sample`); none: the order list. */
const TypesQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw) => (raw === undefined ? ['OrderList'] : Array.isArray(raw) ? raw : [raw]))
  .pipe(
    z
      .array(typeField)
      .min(1)
      .max(SELECTION_TYPES.length * 4),
  )
  .openapi({ type: 'array', items: { type: 'string', enum: [...SELECTION_TYPES] } });

const quantityField = z
  .number({ message: M.quantityWhole })
  .int(M.quantityWhole)
  .min(1, M.quantityAtLeastOne)
  .max(MAX_LINE_QUANTITY, `Het aantal mag hoogstens ${MAX_LINE_QUANTITY} zijn.`);
const idList = z
  .array(z.number({ message: M.invalidValue }).int(M.invalidValue).positive(M.invalidValue).max(MAX_INT4, M.invalidValue))
  .max(SELECTIONS_GET_ALL);

export const listSelectionsRoute = createRoute({
  method: 'get',
  path: '/aspos/products/selections',
  tags: ['Selections'],
  summary: 'A page of the acting customer’s product selections (§7 types, offset, limit; page size 10, at most 1000)',
  description: `${who} \`HasMore\` is true when the page came back full and more lines follow (§4).`,
  ...secured,
  request: {
    query: z.object({
      types: TypesQuery,
      offset: PagingQuery.shape.offset,
      limit: clampedInt(SELECTION_PAGE_SIZE, 1, SELECTIONS_GET_ALL),
    }),
  },
  responses: { 200: jsonContent(dataEnvelope(SelectionPageSchema), 'Selecties'), ...errorResponses },
});

export const addSelectionRoute = createRoute({
  method: 'post',
  path: '/aspos/products/selections',
  tags: ['Selections'],
  summary: 'Put a product on the order list (§7 productId, quantity, type); one already there gets the quantity added (§4)',
  description:
    `${who} A product that does not exist or is not released for the customer: 400 'Het product is niet gevonden.' ` +
    'Samples (type Sample) are chosen through the promotions, not here.',
  ...secured,
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              productId: z
                .number({ message: M.invalidProduct })
                .int(M.invalidProduct)
                .positive(M.invalidProduct)
                .max(MAX_INT4, M.invalidProduct),
              quantity: quantityField.default(1),
              type: z.literal('OrderList', { message: M.selectionTypeChoice }).default('OrderList'),
            })
            .strict()
            .openapi('NewProductSelection'),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(dataEnvelope(SelectionSchema), 'Op de lijst'), ...errorResponses },
});

export const changeSelectionRoute = createRoute({
  method: 'patch',
  path: '/aspos/products/selections/{id}',
  tags: ['Selections'],
  summary: 'Change the quantity and/or the note of a line (§7 quantity, notes)',
  description: `${who} Notes are at most ${MAX_SELECTION_NOTE_LENGTH} characters.`,
  ...secured,
  request: {
    params: IdParam,
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              quantity: quantityField.optional(),
              notes: z
                .string()
                .trim()
                .max(MAX_SELECTION_NOTE_LENGTH)
                .refine((value) => !value.includes('\u0000'), { message: M.invalidValue })
                .optional(),
            })
            .strict()
            .refine((value) => value.quantity !== undefined || value.notes !== undefined, { message: M.changesRequired })
            .openapi('ProductSelectionChange'),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(dataEnvelope(SelectionSchema), 'Gewijzigd'), ...errorResponses },
});

export const deleteSelectionRoute = createRoute({
  method: 'delete',
  path: '/aspos/products/selections/{id}',
  tags: ['Selections'],
  summary: 'Remove a line',
  description: who,
  ...secured,
  request: { params: IdParam },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true) }), 'Verwijderd'), ...errorResponses },
});

const SelectionIdsBody = z.object({ selectionIds: idList }).strict();

export const deleteSelectionsRoute = createRoute({
  method: 'delete',
  path: '/aspos/products/selections',
  tags: ['Selections'],
  summary: 'Remove several lines (§7 selectionIds); when any id is not the customer’s, nothing is removed (404)',
  description: who,
  ...secured,
  request: {
    body: { content: { 'application/json': { schema: SelectionIdsBody.openapi('ProductSelectionIds') } }, required: true },
  },
  responses: { 200: jsonContent(dataEnvelope(z.object({ Removed: z.number() })), 'Verwijderd'), ...errorResponses },
});

export const clearSelectionsRoute = createRoute({
  method: 'post',
  path: '/aspos/products/selections/clear',
  tags: ['Selections'],
  summary: 'Empty the lists of the given types (§7 types)',
  description: who,
  ...secured,
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({ types: z.array(typeField).min(1).max(SELECTION_TYPES.length) })
            .strict()
            .openapi('ClearProductSelections'),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(dataEnvelope(z.object({ Removed: z.number() })), 'Geleegd'), ...errorResponses },
});

export const selectionsToCartRoute = createRoute({
  method: 'post',
  path: '/aspos/products/selections/cart',
  tags: ['Selections'],
  summary: 'Put the chosen lines in the cart at their quantities; they stay on the list',
  description:
    `${who} None chosen: 400 'Selecteer eerst producten' (§8). Every product goes through the cart's batch with its caps; ` +
    'what could not go in, or was lowered, is reported per product in `Warnings`.',
  ...secured,
  request: {
    body: { content: { 'application/json': { schema: SelectionIdsBody.openapi('ProductSelectionsToCart') } }, required: true },
  },
  responses: { 200: jsonContent(dataEnvelope(ListToCartSchema), 'In de winkelwagen'), ...errorResponses },
});
