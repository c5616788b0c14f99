import { slugify } from '@toonbank/domain/slug';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { brandHref, listerHref, productHref } from '../../lib/links.ts';
import { SearchSuggestionsPanel, suggestionOptions, type SuggestionData, type SuggestionOption } from '../catalogue/SearchSuggestions.tsx';
import { useMediaQuery } from '../../lib/use-media.ts';
import { Icon } from '../ui/Icon.tsx';

/** `/zoek/{slug}` for a keyword; an empty (or slug-less) keyword goes to `/zoek` (§5). */
export function searchPath(keyword: string): string {
  const slug = slugify(keyword.trim());
  // Encoded: the path also goes into a redirect's Location header, which must be ASCII (`?q=αβ` from the form without JavaScript).
  return slug ? `/zoek/${encodeURIComponent(slug)}` : '/zoek';
}

/** §9: suggestion requests are debounced 500 ms. */
export const SUGGEST_DEBOUNCE_MS = 500;

/**
 * Where the field has room for the full placeholder ('Rechercher un produit, une marque ou une catégorie', 430 px): the
 * header's own row from 576 px, its column beside logo and actions from 1100 px. A phone's field (190 px of text at
 * 320 px) and the column just past 992 px show the short one, as does the page until hydrated: never cut off.
 */
export const FULL_PLACEHOLDER_QUERY = '(min-width: 576px) and (max-width: 991.98px), (min-width: 1100px)';

const PATHS = { search: searchPath, brand: brandHref, lister: listerHref, product: productHref };

/**
 * The header search (§2, §4) as an ARIA 1.2 combobox with a suggestion panel:
 * opens on focus (with a keyword), suggestions debounced 500 ms, arrow keys
 * move through them, Enter chooses, Escape closes; closes on outside click,
 * submit or choosing; the clear button empties and refocuses the input.
 * Without JavaScript the form still works: it sends `?q=` to /zoek.
 */
export function SearchForm({
  className = '',
  id,
  labelledBy,
  suggest = false,
}: {
  className?: string;
  id?: string;
  labelledBy?: string;
  suggest?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const fetcher = useFetcher<SuggestionData>();
  const generated = useId();
  const inputId = id ?? `search-${generated}`;
  const listId = `${inputId}-suggestions`;
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fullPlaceholder = useMediaQuery(FULL_PLACEHOLDER_QUERY, false);
  const trimmed = keyword.trim();
  const options = trimmed && fetcher.data?.keyword === trimmed.replace(/\s+/g, ' ') ? suggestionOptions(fetcher.data, PATHS) : [];
  const expanded = suggest && open && trimmed.length > 0 && fetcher.data !== undefined;

  useEffect(() => {
    if (!suggest || !trimmed) return undefined;
    const timer = window.setTimeout(() => void fetcher.load(`/zoek-suggesties?q=${encodeURIComponent(trimmed)}`), SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // fetcher.load is stable enough for this purpose; re-run only when the keyword changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, suggest]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    setActiveId(null);
  }

  function choose(option: SuggestionOption) {
    close();
    if (option.group === 'aheadWords') setKeyword(option.label);
    void navigate(option.href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    void navigate(searchPath(keyword));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!suggest) return;
    const index = options.findIndex((o) => o.id === activeId);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const next = event.key === 'ArrowDown' ? (index + 1) % options.length : index <= 0 ? options.length - 1 : index - 1;
      setActiveId(options[next]?.id ?? null);
    } else if (event.key === 'Enter' && expanded && index >= 0) {
      event.preventDefault();
      choose(options[index]!);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (keyword) {
        event.preventDefault();
        setKeyword('');
      }
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      action="/zoek"
      method="get"
      className={`search ${className}`}
      onSubmit={onSubmit}
      aria-label={labelledBy ? undefined : t('search.label')}
      aria-labelledby={labelledBy}
      style={suggest ? { position: 'relative' } : undefined}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="search__input"
        // With suggestions the shop shows its own clear button: a text field, so the browser adds no second '×' (issue 12 defect 1).
        type={suggest ? 'text' : 'search'}
        inputMode="search"
        name="q"
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setActiveId(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t(fullPlaceholder ? 'search.placeholder' : 'search.placeholderShort')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        {...(suggest
          ? {
              role: 'combobox',
              'aria-expanded': expanded,
              'aria-controls': listId,
              'aria-autocomplete': 'list' as const,
              'aria-activedescendant': expanded && activeId ? activeId : undefined,
            }
          : {})}
      />
      {suggest && keyword && (
        <button
          type="button"
          className="search__clear"
          onClick={() => {
            setKeyword('');
            setActiveId(null);
            inputRef.current?.focus();
          }}
        >
          <Icon name="close" />
          <span className="visually-hidden">{t('catalogue.suggestions.clear')}</span>
        </button>
      )}
      <button type="submit" className="search__button">
        <Icon name="search" />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
      {expanded && <SearchSuggestionsPanel id={listId} options={options} activeId={activeId} keyword={trimmed} onChoose={choose} />}
    </form>
  );
}
