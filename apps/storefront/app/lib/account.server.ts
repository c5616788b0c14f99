import { redirect, type AppLoadContext } from 'react-router';
import { readData } from './api.ts';
import { requireUser } from './guards.server.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';

export interface AccountAddress {
  Id: number;
  Type: string;
  Name: string;
  Street: string;
  HouseNumber: string;
  HouseNumberExtension: string;
  PostalCode: string;
  City: string;
  CountryCode: string;
}

export interface AccountCustomer {
  Id: number;
  Number: string;
  Email: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  Gender: string;
  IsCompany: boolean;
  PhoneNumber: string;
  MobileNumber: string;
  CompanyName: string | null;
  KvkNumber: string | null;
  VatNumber: string | null;
  LanguageCode: string;
  IsOptIn: boolean;
  IncludeVat: boolean;
  DefaultStore: { Id: number; Name: string } | null;
  BonusPoints: number;
  Addresses: AccountAddress[];
}

/** §6 auth guard of pages about the acting customer: a representative who acts for nobody yet is sent to choose one. */
export function requireActingUser(request: Request, context: AppLoadContext) {
  const ctx = requireUser(request, context);
  if (ctx.user.role === 'impersonation' && !ctx.user.impersonatedCustomerId) throw redirect('/impersonation');
  return ctx;
}

/**
 * The acting customer for the account pages (§6 auth guard). A representative
 * who acts for nobody yet is sent to choose a customer.
 */
export async function loadAccount(request: Request, context: AppLoadContext) {
  const ctx = requireActingUser(request, context);
  const customer = await readData<{ Data: AccountCustomer }>((await ctx.api.aspos.customer.$get({ query: {} })) as never).catch((error: unknown) => {
    throwIfUnauthorized(error, request);
    throw error;
  });
  return { ...ctx, customer };
}
