import { useLocale } from '../../i18n/messages.ts';
import { dutchFragment, itemLabel } from '../../lib/content.ts';

/**
 * The visible text of a content item or category (its title, else its name). On a French or English page a text
 * that has no translation is the Dutch one: it is marked lang="nl" (issue 12 defect 6).
 */
export function ItemText({ item, text }: { item: { Name: string; Title?: string | null; Language?: 'nl' | 'fr' | 'en' }; text?: string }) {
  const locale = useLocale();
  const shown = text ?? itemLabel(item);
  const lang = dutchFragment(item, locale);
  return lang ? <span lang={lang}>{shown}</span> : <>{shown}</>;
}
