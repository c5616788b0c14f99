import { type Locale, LOCALE_TAGS, useLocale, useT } from '../../i18n/messages.ts';

/** One number format per locale, made once (a tile list shows a rating per product). */
const ratingFormats = new Map<Locale, Intl.NumberFormat>();

/** A rating in the visitor's notation ('4,5' in Dutch, '4.5' in English). */
export function useRatingText(): (rating: number) => string {
  const locale = useLocale();
  let format = ratingFormats.get(locale);
  if (!format) ratingFormats.set(locale, (format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 })));
  return (rating) => format.format(rating);
}

/**
 * Five stars, the rating rounded to whole stars. Named for screen readers ('4,5 van 5 sterren'), or `decorative`
 * when the text beside it says it all.
 */
export function Stars({ rating, decorative = false }: { rating: number; decorative?: boolean }) {
  const t = useT();
  const ratingText = useRatingText();
  const rounded = Math.max(0, Math.min(5, Math.round(rating)));
  const label = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': t('product.ratingLabel', { rating: ratingText(rating) }) };
  return (
    <span className="stars" {...label}>
      {'★'.repeat(rounded)}
      <span className="stars__empty">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}
