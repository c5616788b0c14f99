import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, IdParam, jsonContent, PagingQuery } from '../../lib/schemas.ts';
import { OrderSchema } from './orders.mappers.ts';

const secured = { security: [{ bearer: [] }] };

export const listOrdersRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/orders',
  tags: ['Orders'],
  summary: "The acting customer's orders, newest first (paged: offset, limit)",
  description: 'Only the owning customer, or a representative acting for them. `Total` is the number of orders in all.',
  ...secured,
  request: { query: PagingQuery },
  responses: {
    200: jsonContent(
      z
        .object({
          Success: z.literal(true),
          Orders: z.array(OrderSchema),
          Total: z.number(),
          ProductUrls: z.record(z.string(), z.string()),
          ProductsInMainTree: z.array(z.number()),
        })
        .openapi('OrderList'),
      'Bestellingen',
    ),
    ...errorResponses,
  },
});

export const exportOrdersRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/orders/export',
  tags: ['Orders'],
  summary: "The acting customer's orders as a spreadsheet (§3 export formats; up to 1000, newest first)",
  ...secured,
  request: { query: z.object({ format: z.enum(['xlsx']).default('xlsx') }) },
  responses: {
    200: {
      content: {
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          schema: z.string().openapi({ type: 'string', format: 'binary' }),
        },
      },
      description: 'bestellingen.xlsx',
    },
    ...errorResponses,
  },
});

export const getOrderRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/orders/{id}',
  tags: ['Orders'],
  summary: 'One order of the acting customer (404 for any other id)',
  ...secured,
  request: { params: IdParam },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true), Order: OrderSchema }), 'Bestelling'), ...errorResponses },
});

export const orderSuccessRoute = createRoute({
  method: 'get',
  path: '/aspos/orders/success/{id}',
  tags: ['Orders'],
  summary: 'The thanks page’s order: number, lines, totals, delivery or pickup details (§7 Order, Totals, StoreUrl)',
  ...secured,
  request: { params: IdParam, query: z.object({ timestamp: z.string().optional() }) },
  responses: {
    200: jsonContent(
      z.object({
        Success: z.literal(true),
        Order: OrderSchema,
        Totals: z.object({
          SubTotalInclTax: z.number(),
          SubTotalExclTax: z.number(),
          ShippingCostsInclTax: z.number(),
          TaxAmount: z.number(),
          TotalInclTax: z.number(),
          TotalExclTax: z.number(),
        }),
        StoreUrl: z.string().nullable(),
      }),
      'Bestelling',
    ),
    ...errorResponses,
  },
});
