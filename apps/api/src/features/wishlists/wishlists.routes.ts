import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_WISHLIST_NAME, MAX_INT4, MAX_LINE_QUANTITY, MESSAGE_IDS as M } from '@toonbank/domain';
import { dataEnvelope, errorResponses, IdParam, jsonContent } from '../../lib/schemas.ts';
import { ListToCartSchema } from '../shared/list-to-cart.ts';
import { WishlistSchema } from './wishlists.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const ok = jsonContent(z.object({ Success: z.literal(true) }), 'Gelukt');
const who =
  'Logged-in customers only (401 otherwise); a representative uses the lists of the customer they act for (404 while acting for nobody). ' +
  'Another customer’s list id answers 404 and changes nothing.';

/** A list name as typed; the use case trims it and refuses empty, too long (60) and duplicate names with a Dutch message. */
const listNameField = z
  .string({ message: M.listNameRequired })
  .max(1000)
  .refine((value) => !value.includes('\u0000'), { message: M.invalidValue });

const ProductIdField = z
  .number({ message: M.invalidProduct })
  .int(M.invalidProduct)
  .positive(M.invalidProduct)
  .max(MAX_INT4, M.invalidProduct);

const ProductParam = z.object({
  id: IdParam.shape.id,
  productId: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_INT4)
    .openapi({ param: { name: 'productId', in: 'path' }, example: 1 }),
});
const ProductIdParam = z.object({ productId: ProductParam.shape.productId });

export const listWishlistsRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/wishlists',
  tags: ['Wishlists'],
  summary: `The acting customer's wishlists with their products (the default list '${DEFAULT_WISHLIST_NAME}' first)`,
  description: who,
  ...secured,
  responses: { 200: jsonContent(dataEnvelope(z.array(WishlistSchema)), 'Verlanglijsten'), ...errorResponses },
});

export const createWishlistRoute = createRoute({
  method: 'post',
  path: '/aspos/customer/wishlists',
  tags: ['Wishlists'],
  summary: 'Make a new named list (§7 POST {listName})',
  description: `${who} Names are trimmed; empty, longer than 60 characters or equal to another list's name (any case): 400. At most 20 lists.`,
  ...secured,
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ listName: listNameField }).strict().openapi('NewWishlist') } },
      required: true,
    },
  },
  responses: {
    200: jsonContent(dataEnvelope(z.object({ Id: z.number(), ListName: z.string(), IsDefault: z.boolean() })), 'Aangemaakt'),
    ...errorResponses,
  },
});

export const renameWishlistRoute = createRoute({
  method: 'patch',
  path: '/aspos/customer/wishlists/{id}',
  tags: ['Wishlists'],
  summary: 'Rename one of the lists',
  description: who,
  ...secured,
  request: {
    params: IdParam,
    body: {
      content: { 'application/json': { schema: z.object({ listName: listNameField }).strict().openapi('RenameWishlist') } },
      required: true,
    },
  },
  responses: { 200: ok, ...errorResponses },
});

export const deleteWishlistRoute = createRoute({
  method: 'delete',
  path: '/aspos/customer/wishlists/{id}',
  tags: ['Wishlists'],
  summary: 'Delete one of the lists with its products (the default list stays: 400)',
  description: who,
  ...secured,
  request: { params: IdParam },
  responses: { 200: ok, ...errorResponses },
});

const QuantityField = z
  .number({ message: M.quantityWhole })
  .int(M.quantityWhole)
  .min(1, M.quantityAtLeastOne)
  .max(MAX_LINE_QUANTITY, `Het aantal mag hoogstens ${MAX_LINE_QUANTITY} zijn.`);

export const addWishlistProductRoute = createRoute({
  method: 'post',
  path: '/aspos/customer/wishlists/{id}/products',
  tags: ['Wishlists'],
  summary: 'Put a product on a list (§7 POST {wishlist}/products); one already there gets the quantity added (§4)',
  description: `${who} A product that does not exist or is not released for the customer: 400 'Het product is niet gevonden.' At most 200 products a list.`,
  ...secured,
  request: {
    params: IdParam,
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              productId: ProductIdField,
              quantity: QuantityField.default(1),
            })
            .strict()
            .openapi('WishlistProduct'),
        },
      },
      required: true,
    },
  },
  responses: { 200: ok, ...errorResponses },
});

export const removeWishlistProductRoute = createRoute({
  method: 'delete',
  path: '/aspos/customer/wishlists/{id}/products/{productId}',
  tags: ['Wishlists'],
  summary: 'Take a product off a list (§7 DELETE {wishlist}/products/{productId})',
  description: who,
  ...secured,
  request: { params: ProductParam },
  responses: { 200: ok, ...errorResponses },
});

export const setWishlistQuantityRoute = createRoute({
  method: 'patch',
  path: '/aspos/customer/wishlists/{id}/products/{productId}',
  tags: ['Wishlists'],
  summary: 'Set the quantity of a product on a list (§3 Wishlist products with quantity)',
  description: `${who} A product that is not on the list: 404. The quantity is a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  ...secured,
  request: {
    params: ProductParam,
    body: {
      content: { 'application/json': { schema: z.object({ quantity: QuantityField }).strict().openapi('WishlistQuantity') } },
      required: true,
    },
  },
  responses: { 200: ok, ...errorResponses },
});

const CheckSchema = z
  .object({
    ProductId: z.number(),
    IsOnWishlist: z.boolean(),
    Wishlists: z.array(z.object({ Id: z.number(), ListName: z.string() })),
    /** The list the heart adds to. */
    DefaultWishlistId: z.number(),
    /** Every list of the customer, and whether the product is on it (the product page's choice of list). */
    Lists: z.array(z.object({ Id: z.number(), ListName: z.string(), IsDefault: z.boolean(), HasProduct: z.boolean() })),
  })
  .openapi('WishlistCheck');

export const checkWishlistRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/wishlists-check/{productId}',
  tags: ['Wishlists'],
  summary: 'Whether a product is on any of the lists, and on which (§7 wishlists-check/{productId}: the heart’s state)',
  description: who,
  ...secured,
  request: { params: ProductIdParam },
  responses: { 200: jsonContent(dataEnvelope(CheckSchema), 'Op de lijst'), ...errorResponses },
});

export const removeFromAllWishlistsRoute = createRoute({
  method: 'delete',
  path: '/aspos/customer/wishlists-check/{productId}',
  tags: ['Wishlists'],
  summary: 'Take a product off every list (the heart pressed again)',
  description: who,
  ...secured,
  request: { params: ProductIdParam },
  responses: { 200: jsonContent(dataEnvelope(z.object({ Removed: z.number() })), 'Van de lijsten gehaald'), ...errorResponses },
});

export const wishlistedProductsRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/wishlists-check',
  tags: ['Wishlists'],
  summary: 'The ids of every product on any of the lists (the hearts of a page of product tiles in one call)',
  description: who,
  ...secured,
  responses: {
    200: jsonContent(dataEnvelope(z.object({ ProductIds: z.array(z.number()) })), 'Producten op de lijsten'),
    ...errorResponses,
  },
});

export const wishlistToCartRoute = createRoute({
  method: 'post',
  path: '/aspos/customer/wishlists/cart',
  tags: ['Wishlists'],
  summary: 'Put a whole list in the cart (§7 POST /cart {listName})',
  description:
    `${who} Every product goes through the cart's batch with its caps (stock, max in cart, purchase unit, released for the customer); ` +
    'what could not go in, or was lowered, is reported per product in `Warnings`. An empty list: 400.',
  ...secured,
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ listName: listNameField }).strict().openapi('WishlistToCart') } },
      required: true,
    },
  },
  responses: { 200: jsonContent(dataEnvelope(ListToCartSchema), 'In de winkelwagen'), ...errorResponses },
});
