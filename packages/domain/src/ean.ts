/**
 * GS1 check digits for EAN-13 scan codes and 13-digit GLNs: weights 3 and 1
 * alternate from the rightmost data digit; the check digit tops the weighted
 * sum up to a multiple of ten.
 */
export function gs1CheckDigit(data: string): number {
  if (!/^\d+$/.test(data)) throw new Error(`Geen cijferreeks: '${data}'`);
  let sum = 0;
  for (let i = 0; i < data.length; i++) {
    const digit = data.charCodeAt(data.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The 12 data digits completed with their check digit. */
export function toEan13(data12: string): string {
  if (data12.length !== 12) throw new Error(`Een EAN-13 heeft 12 datacijfers, niet ${data12.length}`);
  return data12 + String(gs1CheckDigit(data12));
}

/** True for 13 digits whose last digit is the correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && gs1CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
