/**
 * URL slugs (§5): lower-cased; diacritics stripped (optional, on by default);
 * characters other than letters, digits, underscore, hyphen and space removed;
 * spaces to hyphens; repeated hyphens collapsed. Leading and trailing hyphens
 * are dropped too, so a slug never starts or ends with one.
 */
export function slugify(text: string, options: { stripDiacritics?: boolean } = {}): string {
  const { stripDiacritics = true } = options;
  let slug = text.toLowerCase();
  if (stripDiacritics) slug = slug.normalize('NFD').replace(/\p{M}+/gu, '');
  return slug
    .replace(/[^\p{L}\p{N}_\- \s]+/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
