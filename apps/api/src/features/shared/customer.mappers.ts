/**
 * Maps customer and address rows to the response shapes of §7 (PascalCase).
 * Prices show incl. VAT by the customer's own choice, else excl. VAT for a
 * business and incl. VAT for a private customer.
 */
import { z } from '@hono/zod-openapi';
import { centsToAmount, showsPricesInclVat } from '@toonbank/domain';
import { PERSON_NAME_FIELDS, POSTAL_ADDRESS_FIELDS, toPersonName, toPostalAddress } from './postal-address.ts';
import type { AddressRow } from '@toonbank/db/repositories/addresses';
import type { CustomerRow } from '@toonbank/db/repositories/customers';

export const AddressSchema = z
  .object({
    Id: z.number(),
    CustomerId: z.number(),
    Type: z.string(),
    ...PERSON_NAME_FIELDS,
    PhoneNumber: z.string(),
    EmailAddress: z.string(),
    ...POSTAL_ADDRESS_FIELDS,
  })
  .openapi('Address');

export function toAddress(row: AddressRow): z.infer<typeof AddressSchema> {
  return {
    Id: row.id,
    CustomerId: row.customerId,
    Type: row.type,
    ...toPersonName(row),
    PhoneNumber: row.phoneNumber,
    EmailAddress: row.emailAddress,
    ...toPostalAddress(row),
  };
}

export const CustomerSchema = z
  .object({
    Id: z.number(),
    Number: z.string(),
    Email: z.string(),
    FirstName: z.string(),
    MiddleName: z.string(),
    LastName: z.string(),
    Gender: z.string(),
    IsCompany: z.boolean(),
    PhoneNumber: z.string(),
    MobileNumber: z.string(),
    CompanyName: z.string().nullable(),
    KvkNumber: z.string().nullable(),
    VatNumber: z.string().nullable(),
    LanguageCode: z.string(),
    IsOptIn: z.boolean(),
    IncludeVat: z.boolean(),
    DefaultStoreId: z.number().nullable(),
    DefaultStore: z.object({ Id: z.number(), Name: z.string() }).nullable(),
    BonusPoints: z.number(),
    AllowOnAccount: z.boolean(),
    /** Business customers: credit limit and what is open of it, in euros. */
    CreditLimit: z.number(),
    CreditBalance: z.number(),
    /** The sales agent of a business customer (§3 Customer agent), or null. */
    Agent: z.object({ Name: z.string(), Mobile: z.string(), Email: z.string() }).nullable(),
    Addresses: z.array(AddressSchema),
  })
  .openapi('Customer');

export function toCustomer(
  row: CustomerRow,
  addresses: AddressRow[],
  storeName: string | null,
  agent: { name: string; mobile: string; email: string } | null = null,
): z.infer<typeof CustomerSchema> {
  return {
    Id: row.id,
    Number: row.number,
    Email: row.email,
    FirstName: row.firstName,
    MiddleName: row.middleName,
    LastName: row.lastName,
    Gender: row.gender,
    IsCompany: row.gender === 'Company',
    PhoneNumber: row.phoneNumber,
    MobileNumber: row.mobileNumber,
    CompanyName: row.companyName,
    KvkNumber: row.kvkNumber,
    VatNumber: row.vatNumber,
    LanguageCode: row.languageCode,
    IsOptIn: row.isOptIn,
    IncludeVat: customerShowsInclVat(row),
    DefaultStoreId: row.defaultStoreId,
    DefaultStore: row.defaultStoreId && storeName ? { Id: row.defaultStoreId, Name: storeName } : null,
    BonusPoints: row.bonusPoints,
    AllowOnAccount: row.allowOnAccount,
    CreditLimit: centsToAmount(row.creditLimitCents),
    CreditBalance: centsToAmount(row.creditBalanceCents),
    Agent: agent && row.gender === 'Company' ? { Name: agent.name, Mobile: agent.mobile, Email: agent.email } : null,
    Addresses: addresses.map(toAddress),
  };
}

/** Whether the customer sees prices incl. VAT (their preference, else by kind: `showsPricesInclVat`). */
export function customerShowsInclVat(row: Pick<CustomerRow, 'includeVat' | 'gender'>): boolean {
  return showsPricesInclVat({ includeVat: row.includeVat, isBusiness: row.gender === 'Company' });
}
