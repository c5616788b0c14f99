/** Money is integer euro cents everywhere; these are the only conversions. */

/** Net amount from a gross amount at `ratePercent` VAT, rounded to the cent. */
export function exclFromIncl(inclCents: number, ratePercent: number): number {
  return Math.round((inclCents * 100) / (100 + ratePercent));
}

/** Gross amount from a net amount at `ratePercent` VAT, rounded to the cent. */
export function inclFromExcl(exclCents: number, ratePercent: number): number {
  return Math.round((exclCents * (100 + ratePercent)) / 100);
}

/** Cents to a decimal euro amount for API responses (§5: amounts with two decimals). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** A decimal amount to cents; negative, empty or non-numeric input becomes 0 (§5). */
export function amountToCents(amount: unknown): number {
  const value = typeof amount === 'string' ? Number(amount.replace(',', '.')) : Number(amount);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 100);
}

const priceFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/**
 * Formats cents as a euro price in the shop's one notation, `€ 12,95`, in every language the shop speaks: the
 * storefront, the e-mails and the documents write an amount the same way (decision 0028).
 */
export function formatPrice(cents: number): string {
  // Intl uses a no-break space between symbol and amount; keep a plain-looking narrow one out of the way.
  return priceFormat.format(cents / 100).replace(/\u00a0/g, ' ');
}
