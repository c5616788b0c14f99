import { redirect } from 'react-router';
import { readData, type ApiClient } from './api.ts';
import { requireUser } from './guards.server.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';
import type { LoadContext } from './server-context.server.ts';

/** The acting customer with their addresses, as the API's customer route answers it. */
export async function fetchCustomer(api: ApiClient) {
  return readData(await api.aspos.customer.$get({ query: {} }));
}

export type AccountCustomer = Awaited<ReturnType<typeof fetchCustomer>>;
export type AccountAddress = AccountCustomer['Addresses'][number];

/** §6 auth guard of pages about the acting customer: a representative who acts for nobody yet is sent to choose one. */
export function requireActingUser(request: Request, context: LoadContext) {
  const ctx = requireUser(request, context);
  if (ctx.user.role === 'impersonation' && !ctx.user.impersonatedCustomerId) throw redirect('/impersonation');
  return ctx;
}

/**
 * The acting customer for the account pages (§6 auth guard). A representative
 * who acts for nobody yet is sent to choose a customer.
 */
export async function loadAccount(request: Request, context: LoadContext) {
  const ctx = requireActingUser(request, context);
  const customer = await fetchCustomer(ctx.api).catch((error: unknown) => {
    throwIfUnauthorized(error, request);
    throw error;
  });
  return { ...ctx, customer };
}
