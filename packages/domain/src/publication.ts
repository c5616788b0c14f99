/** Publication codes decide which products a visitor may see (§1). */

/** The code anonymous visitors see. */
export const ANONYMOUS_PUBLICATION_CODE = 'B';

/** Splits a profile's semicolon-separated codes ('A; B;') into distinct, trimmed, upper-case codes. */
export function parsePublicationCodes(profileCodes: string | null | undefined): string[] {
  const codes = (profileCodes ?? '')
    .split(';')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code.length > 0);
  return [...new Set(codes)];
}

/** The codes a visitor sees: anonymous visitors only code B, customers their own codes. */
export function visiblePublicationCodes(customer: { publicationCode: string } | null): string[] {
  return customer ? parsePublicationCodes(customer.publicationCode) : [ANONYMOUS_PUBLICATION_CODE];
}

/** True when a product with `productCodes` is visible for a visitor seeing `visibleCodes`. */
export function isPublishedFor(productCodes: readonly string[], visibleCodes: readonly string[]): boolean {
  return productCodes.some((code) => visibleCodes.includes(code.toUpperCase()));
}
