import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M, MAX_INT4 } from '@toonbank/domain';
import { AddressFieldsSchema, emailField, optionalPhoneField, optionalText, requiredText } from '../../lib/fields.ts';
import { dataEnvelope, errorResponses, jsonContent, storableText } from '../../lib/schemas.ts';
import { ErrorSchema } from '../../lib/errors.ts';
import { CheckoutCartSchema } from '../shared/cart.schemas.ts';
import { OpeningStateSchema } from '../shared/opening-state.ts';

const secured = { security: [{ bearer: [] }] };
const cartResponse = {
  200: jsonContent(dataEnvelope(CheckoutCartSchema, 'CheckoutCartResponse'), 'Winkelwagen met de gekozen gegevens'),
  ...errorResponses,
};

/** An address typed in the checkout (alternative delivery or invoice address). */
export const CheckoutAddressInput = z
  .object({
    name: optionalText(200),
    firstName: optionalText(100),
    middleName: optionalText(50),
    lastName: requiredText(100),
    phoneNumber: optionalPhoneField,
    emailAddress: z.union([z.literal(''), emailField]).default(''),
  })
  .and(AddressFieldsSchema)
  .openapi('CheckoutAddressInput');

const positiveId = (message: (typeof M)[keyof typeof M] = M.invalidValue) =>
  z.number({ message }).int(message).positive(message).max(MAX_INT4, message);

export const DeliveryBody = z
  .object({
    method: z.enum(['CustomerAddress', 'AlternativeAddress'], { message: M.deliveryMethodRequired }),
    deliveryAddressId: positiveId().nullish(),
    alternativeAddress: CheckoutAddressInput.nullish(),
    useAsInvoiceAddress: z.boolean().default(false),
    packageCarrierCode: optionalText(50).nullish(),
    serviceLevelCode: optionalText(50).nullish(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.method === 'AlternativeAddress' && !body.alternativeAddress)
      ctx.addIssue({ code: 'custom', path: ['alternativeAddress'], message: M.required });
  })
  .openapi('CartDelivery');

export const AddressBody = z
  .object({ address: CheckoutAddressInput, useAsInvoiceAddress: z.boolean().default(false) })
  .strict()
  .openapi('CartAddress');
export const InvoiceBody = z
  .object({ invoiceAddressId: positiveId(M.required) })
  .strict()
  .openapi('CartInvoice');
export const StoreBody = z
  .object({ storeId: positiveId(M.required), packageCarrierCode: optionalText(50).nullish(), serviceLevelCode: optionalText(50).nullish() })
  .strict()
  .openapi('CartStore');
const dateText = z.string({ message: M.required }).regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidValue);
const timeText = z
  .string({ message: M.required })
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, M.invalidValue)
  .transform((t) => t.slice(0, 5));
export const ShipmentBody = z
  .object({ id: z.string({ message: M.required }).trim().min(1, M.required).max(50), date: dateText, timeFrom: timeText, timeTo: timeText })
  .strict()
  .openapi('CartShipment');
export const PaymentBody = z
  .object({
    method: z.string({ message: M.paymentMethodRequired }).trim().min(1, M.paymentMethodRequired).max(50),
    data: z
      .object({ issuer: z.string().trim().max(100).nullish(), pin: z.string().trim().max(10).nullish() })
      .strict()
      .default({}),
  })
  .strict()
  .openapi('CartPayment');
export const CustomerBody = z
  .object({ orderReference: storableText(0, 50).optional(), remark: storableText(0, 1000).optional(), isAccept: z.boolean().optional() })
  .strict()
  .openapi('CartCustomer');
export const ConfirmBody = z
  .object({
    /** The terms checkbox (§5): required unless already accepted through cart/customer. */
    isAccept: z.boolean().optional(),
    /** The total incl. VAT the customer saw on the overview; a different total refuses with PRICE_CHANGED. */
    expectedTotalInclTax: z.number().nonnegative().optional(),
  })
  .strict()
  .openapi('CartConfirm');

const post = <P extends string, T extends z.ZodType>(path: P, summary: string, description: string, body: T) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Checkout'],
    summary,
    description,
    ...secured,
    request: { body: { content: { 'application/json': { schema: body } }, required: true } },
    responses: { ...cartResponse, 403: jsonContent(ErrorSchema, 'Geen toegang') },
  });

export const deliveryRoute = post(
  '/aspos/cart/delivery',
  'Home delivery: to one of the customer’s addresses or to an alternative address (§4 delivery options)',
  '`method` CustomerAddress (with `deliveryAddressId`, default: the customer’s default address) or AlternativeAddress (with `alternativeAddress`; postal code checked per country NL/BE/ES). `useAsInvoiceAddress` makes the alternative address the invoice address too. Missing method: 400 ‘Selecteer een leveringsmethode.’',
  DeliveryBody,
);
export const addressRoute = post(
  '/aspos/cart/address',
  'Set the alternative delivery address (and delivery to it)',
  'The address form of the checkout; the postal code is checked for its country.',
  AddressBody,
);
export const invoiceRoute = post(
  '/aspos/cart/invoice',
  'Choose the invoice address among the customer’s addresses',
  '404 for an address of another customer.',
  InvoiceBody,
);
export const storeRoute = post(
  '/aspos/cart/store',
  'Pickup in a store (§4: my store or another store)',
  'Only stores that are pickup stores; another store gives 400.',
  StoreBody,
);
export const shipmentRoute = post(
  '/aspos/cart/shipment',
  'Choose the delivery date and time window',
  '`id` is a shipment type (GET shipment-types), `date`, `timeFrom`, `timeTo` one of the slots of GET delivery-checkouts. A date in the past, on a holiday or on a day without delivery is refused with 400.',
  ShipmentBody,
);
export const paymentRoute = post(
  '/aspos/cart/payment',
  'Choose the payment method (and bank or PIN where needed)',
  'Methods from GET payment/payment-methods. On account only for customers with allowOnAccount, pay at pickup only for pickup orders; iDEAL needs a bank while the provider offers a choice (‘Selecteer een bank’), the gift card a four-digit PIN (‘De pincode is niet correct.’). Unchanged method and bank change nothing (§4).',
  PaymentBody,
);
export const customerRoute = post(
  '/aspos/cart/customer',
  'Order reference, remark and the terms checkbox (§3 Cart session)',
  'Each field optional; only the given ones change.',
  CustomerBody,
);

export const ConfirmResultSchema = z
  .object({
    Success: z.boolean(),
    IsOrderable: z.boolean(),
    /** Why the order was refused (nothing was created): EMPTY_CART, INVALID_LINE, NOT_ENOUGH_STOCK, PRICE_CHANGED, CART_CHANGED, SHIPPING_INCOMPLETE, PAYMENT_INCOMPLETE, TERMS_NOT_ACCEPTED, PAYMENT_NOT_ALLOWED, PAYMENT_UNAVAILABLE. */
    ReasonCode: z.string().nullable(),
    Code: z.string().optional(),
    Message: z.string().nullable(),
    /** Where the customer pays (the provider’s page), or the success page for payment on account or at pickup. */
    PaymentUrl: z.string().nullable(),
    OrderId: z.number().nullable(),
    OrderNumber: z.string().nullable(),
    /** Product ids the reason is about (stock, price). */
    ProductIds: z.array(z.number()),
    Cart: CheckoutCartSchema,
  })
  .openapi('ConfirmResult');

export const confirmRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/confirm',
  tags: ['Checkout'],
  summary: 'Place the order: re-checks lines, prices and stock, reserves the stock and starts the payment',
  description:
    'In one transaction: the cart is locked, its lines must be the ones priced, the products are locked in ascending id order and their stock taken, the order is created with a readable number and a snapshot per line, and the cart is emptied. ' +
    'Refused (nothing created): 400 for an incomplete checkout or empty cart, 409 for stock, price or cart changes, each with `ReasonCode` and a Dutch `Message`.',
  ...secured,
  request: { body: { content: { 'application/json': { schema: ConfirmBody } }, required: false } },
  responses: {
    200: jsonContent(ConfirmResultSchema, 'Besteld'),
    400: jsonContent(ConfirmResultSchema.or(ErrorSchema), 'Niet te bestellen'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: jsonContent(ConfirmResultSchema, 'Voorraad, prijs of winkelwagen gewijzigd'),
  },
});

export const PaymentMethodSchema = z
  .object({
    Id: z.string(),
    Code: z.string(),
    Description: z.string(),
    SortOrder: z.number(),
    PaymentCosts: z.number(),
    PinCodeRequired: z.boolean(),
    Providers: z.array(z.string()),
    /** iDEAL banks while the provider still offers a choice; empty otherwise. */
    IdealIssuers: z.array(z.object({ Id: z.string(), Name: z.string() })),
  })
  .openapi('PaymentMethod');

export const paymentMethodsRoute = createRoute({
  method: 'get',
  path: '/aspos/payment/payment-methods',
  tags: ['Checkout'],
  summary: 'Payment methods the acting customer may use for the current cart (all general ones for anonymous visitors)',
  responses: { 200: jsonContent(dataEnvelope(z.array(PaymentMethodSchema)), 'Betaalmethoden'), ...errorResponses },
});

export const ShipmentTypeSchema = z.object({ Id: z.string(), Description: z.string() }).openapi('ShipmentType');
export const shipmentTypesRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/shipment-types',
  tags: ['Checkout'],
  summary: 'Shipment types (§3: id, description)',
  responses: { 200: jsonContent(dataEnvelope(z.array(ShipmentTypeSchema)), 'Verzendwijzen'), ...errorResponses },
});

export const DeliveryCheckoutsQuery = z.object({
  toZipcode: z.string().max(12).optional(),
  toCountry: z.enum(['NL', 'BE', 'ES'], { message: M.countryChoice }).default('NL'),
  city: z.string().max(100).optional(),
});

export const deliveryCheckoutsRoute = createRoute({
  method: 'get',
  path: '/aspos/delivery-checkouts',
  tags: ['Checkout'],
  summary: 'Delivery slots and pickup locations for the acting customer’s cart (§7 delivery-checkouts: Config, Data, Locations)',
  description:
    '`Data`: the slots (date and time window per shipment type) from the earliest delivery date (settings: delivery days, cutoff, holidays; later when a line is not in stock). ' +
    '`Locations`: the pickup stores with distance from `toZipcode`, today’s opening hours and the stock of the cart’s lines in that store.',
  ...secured,
  request: { query: DeliveryCheckoutsQuery },
  responses: {
    200: jsonContent(
      z
        .object({
          Success: z.literal(true),
          Config: z.object({
            Countries: z.array(
              z.object({ Code: z.string(), Name: z.string(), OptionIds: z.array(z.string()), DeliveryTypes: z.array(z.string()) }),
            ),
            Default: z.string(),
          }),
          Data: z.array(z.object({ ShipmentTypeId: z.string(), Date: z.string(), TimeFrom: z.string(), TimeTo: z.string() })),
          Locations: z.array(
            z.object({
              Id: z.number(),
              Name: z.string(),
              City: z.string(),
              Url: z.string(),
              DistanceInMeters: z.number().nullable(),
              /** The Dutch line of `OpeningState` ('Gesloten, opent morgen om 9:00'). */
              OpenToday: z.string().nullable(),
              /** The opening state now, in fields the storefront words in the visitor's language. */
              OpeningState: OpeningStateSchema,
              IsMyStore: z.boolean(),
              AllInStock: z.boolean(),
              Stock: z.array(z.object({ ProductId: z.number(), Quantity: z.number() })),
            }),
          ),
        })
        .openapi('DeliveryCheckouts'),
      'Bezorgmomenten en afhaallocaties',
    ),
    ...errorResponses,
  },
});
