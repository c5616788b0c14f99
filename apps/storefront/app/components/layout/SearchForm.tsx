import { slugify } from '@toonbank/domain/slug';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';

/** `/zoek/{slug}` for a keyword; an empty (or slug-less) keyword goes to `/zoek` (§5). */
export function searchPath(keyword: string): string {
  const slug = slugify(keyword.trim());
  return slug ? `/zoek/${slug}` : '/zoek';
}

/**
 * The header search (§2). Without JavaScript the form still works: it sends
 * `?q=` to /zoek. With JavaScript the keyword goes into the path as a slug.
 */
export function SearchForm({ className = '', id, labelledBy }: { className?: string; id?: string; labelledBy?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const generated = useId();
  const inputId = id ?? `search-${generated}`;
  const [keyword, setKeyword] = useState('');
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchPath(keyword));
  }
  return (
    <form
      role="search"
      action="/zoek"
      method="get"
      className={`search ${className}`}
      onSubmit={onSubmit}
      aria-label={labelledBy ? undefined : t('search.label')}
      aria-labelledby={labelledBy}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className="search__input"
        type="search"
        name="q"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button type="submit" className="search__button">
        <Icon name="search" />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
