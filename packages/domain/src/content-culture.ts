/**
 * Content pages in the shop's languages (§2: the content call carries Culture).
 * Dutch is the base text of every page; a page may carry French and English
 * versions, and each field falls back to the Dutch one when its translation
 * is missing.
 */
import type { ContentBlock } from './content-blocks.ts';

export const CONTENT_LANGUAGES = ['nl', 'fr', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The BCP 47 tag of each language the shop speaks (HTML `lang`, formats, documents): Dutch of the Netherlands, French of Belgium. */
export const LANGUAGE_TAGS: Readonly<Record<ContentLanguage, string>> = { nl: 'nl-NL', fr: 'fr-BE', en: 'en-GB' };

/** The translatable fields of a content page. */
export interface ArticleText {
  title: string;
  heading: string | null;
  summary: string | null;
  blocks: ContentBlock[] | unknown[];
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

/** A page's other-language versions (`articles.translations`): a title at least, the rest optional. */
export type ArticleTranslations = Partial<Record<Exclude<ContentLanguage, 'nl'>, Partial<ArticleText> & { title: string }>>;

/** The language of a culture tag ('fr-BE' → 'fr', 'en' → 'en'); Dutch for anything else or nothing. */
export function contentLanguage(culture: string | null | undefined): ContentLanguage {
  const language = (culture ?? '').trim().slice(0, 2).toLowerCase();
  return (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : 'nl';
}

/**
 * The page's text in `language`: its translation where present, field by field
 * the Dutch text where not. `language` says which language the title and body
 * are in ('nl' when there is no translation), so the page can mark Dutch text
 * shown to a French or English visitor with its own `lang`. The meta fields
 * (`<title>`, description, keywords) are the exception: a translated page
 * without its own has none (null), never the Dutch ones, so the caller falls
 * back to the translated title and summary (no Dutch `<title>` above a French page).
 */
export function localizeArticle(
  dutch: ArticleText,
  translations: ArticleTranslations | null | undefined,
  language: ContentLanguage,
): ArticleText & { language: ContentLanguage } {
  const translation = language === 'nl' ? undefined : translations?.[language];
  if (!translation?.title?.trim()) return { ...dutch, language: 'nl' };
  const pick = <K extends keyof ArticleText>(key: K): ArticleText[K] => {
    const value = translation[key];
    return value === undefined || value === null || value === '' ? dutch[key] : (value as ArticleText[K]);
  };
  const own = (key: 'metaTitle' | 'metaDescription' | 'metaKeywords'): string | null => translation[key]?.trim() || null;
  const blocks = Array.isArray(translation.blocks) && translation.blocks.length > 0 ? translation.blocks : dutch.blocks;
  return {
    title: translation.title,
    heading: pick('heading'),
    summary: pick('summary'),
    blocks,
    metaTitle: own('metaTitle'),
    metaDescription: own('metaDescription'),
    metaKeywords: own('metaKeywords'),
    language,
  };
}

/**
 * Other-language versions of a record's short texts (`translations` of content items, categories, FAQ questions):
 * per language, field → text. Dutch is the record's own text.
 */
export type FieldTranslations = Partial<Record<Exclude<ContentLanguage, 'nl'>, Record<string, string>>>;

/**
 * The fields `keys` of `row` in `language`: each its translation where there is one, else the Dutch text. `language`
 * is the language of the leading (first) field: 'nl' when it has no translation, so a page can mark the Dutch
 * fragment it shows a French or English visitor with `lang="nl"` (issue 12 defect 6).
 */
export function localizeFields<T extends Record<K, string | null>, K extends string>(
  row: T,
  translations: FieldTranslations | null | undefined,
  language: ContentLanguage,
  keys: readonly [K, ...K[]],
): Pick<T, K> & { language: ContentLanguage } {
  const translation = language === 'nl' ? undefined : translations?.[language];
  const values = {} as Pick<T, K>;
  for (const key of keys) {
    const text = translation?.[key];
    values[key] = (typeof text === 'string' && text.trim() !== '' && row[key] !== null ? text : row[key]) as T[K];
  }
  const lead = translation?.[keys[0]];
  return { ...values, language: typeof lead === 'string' && lead.trim() !== '' ? language : 'nl' };
}

/** A shop setting that people read (a payment method, a shipment type): its Dutch description and its translations. */
export interface DescribedSetting {
  description: string;
  translations?: FieldTranslations;
}

/** A setting's description in `language` ('fr', 'fr-BE', …): its translation where it has one, else the Dutch text. */
export function settingText(setting: DescribedSetting, language: string): string {
  return localizeFields(setting, setting.translations, contentLanguage(language), ['description']).description;
}
