/** Whether a product's web-shop banner shows as a dated tag (within its month or quarter) or as a plain label. */

export type BannerKind = 'tag' | 'label';

/**
 * A web-shop banner that names a month ('Actie 11-2026') or quarter
 * ('Q4-2026') with a year is a tag only while `today` is within that period,
 * else a label. Banners without a period ('Nieuw') are labels.
 */
export function webshopBannerKind(banner: string, today: Date): BannerKind {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const quarterly = /\bQ([1-4])[-\s/]?(\d{4})\b/i.exec(banner);
  if (quarterly) return Number(quarterly[1]) === Math.ceil(month / 3) && Number(quarterly[2]) === year ? 'tag' : 'label';
  const monthly = /(?:^|\D)(\d{1,2})[-/](\d{4})(?:\D|$)/.exec(banner);
  if (monthly) return Number(monthly[1]) === month && Number(monthly[2]) === year ? 'tag' : 'label';
  return 'label';
}
