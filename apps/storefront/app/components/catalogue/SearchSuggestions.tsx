import '../../styles/catalogue.css';
import { highlightWords } from '@toonbank/domain';
import type { loader } from '../../routes/catalogue/suggestions.ts';
import { useLocale, useT, type MessageKey } from '../../i18n/messages.ts';
import { dutchFragment } from '../../lib/content.ts';

export type SuggestionData = Awaited<ReturnType<typeof loader>>;

export interface SuggestionOption {
  id: string;
  label: string;
  href: string;
  img?: string | null;
  group: 'aheadWords' | 'brands' | 'categories' | 'products';
  /** The language of the label ('nl' for a Dutch name on a French or English page); none for a brand's own name. */
  language?: 'nl' | 'fr' | 'en';
}

/** The options of the panel in display order: ahead words, brands, categories, products (§3 Search suggestions). */
export function suggestionOptions(
  data: SuggestionData | undefined,
  paths: { search(keyword: string): string; brand(url: string): string; lister(url: string): string; product(url: string): string },
): SuggestionOption[] {
  if (!data) return [];
  const s = data.suggestions;
  return [
    ...s.AheadWords.List.map((w, i) => ({
      id: `sg-a${i}`,
      label: w.Name,
      href: paths.search(w.Name),
      group: 'aheadWords' as const,
      language: w.Language,
    })),
    ...s.Brands.List.map((b, i) => ({ id: `sg-b${i}`, label: b.Name, href: paths.brand(b.Url), group: 'brands' as const })),
    ...s.Categories.List.map((c, i) => ({
      id: `sg-c${i}`,
      label: c.Name,
      href: paths.lister(c.Url),
      group: 'categories' as const,
      language: c.Language,
    })),
    ...s.Products.List.map((p, i) => ({
      id: `sg-p${i}`,
      label: p.Name,
      href: paths.product(p.Url),
      img: p.Img,
      group: 'products' as const,
      language: p.Language,
    })),
  ];
}

function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>{highlightWords(text, keyword).map((part, i) => (part.match ? <b key={i}>{part.text}</b> : <span key={i}>{part.text}</span>))}</>
  );
}

const GROUPS = ['aheadWords', 'brands', 'categories', 'products'] as const;

/**
 * The listbox of the header search combobox (ARIA 1.2): groups with a label,
 * options with ids for aria-activedescendant; matched words in bold (§4).
 */
export function SearchSuggestionsPanel({
  id,
  options,
  activeId,
  keyword,
  onChoose,
}: {
  id: string;
  options: SuggestionOption[];
  activeId: string | null;
  keyword: string;
  onChoose(option: SuggestionOption): void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="search-panel" role="listbox" id={id} aria-label={t('search.label')}>
      {options.length === 0 && <p className="search-panel__group">{t('catalogue.suggestions.none')}</p>}
      {GROUPS.map((group) => {
        const items = options.filter((o) => o.group === group);
        if (items.length === 0) return null;
        const labelId = `${id}-${group}`;
        return (
          <div role="group" aria-labelledby={labelId} key={group}>
            <div className="search-panel__group" id={labelId} role="presentation">
              {t(`catalogue.suggestions.${group}` as MessageKey)}
            </div>
            {items.map((option) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                className="search-panel__option"
                // Keep focus in the input while clicking an option.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
              >
                {option.img !== undefined &&
                  (option.img ? <img src={option.img} alt="" width="32" height="32" /> : <span aria-hidden="true" />)}
                <span lang={dutchFragment({ Language: option.language }, locale)}>
                  <Highlighted text={option.label} keyword={keyword} />
                </span>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
