import { createContext, useContext, useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The site-wide parts that are the same for every viewer of one language (footer, USPs, banners, the menus' panels),
 * rendered once on the server as static markup (shell-markup.server.tsx, decision 0027) and sent on every page
 * without their data in the loader payload. In the page each part is a static island: an element that React owns,
 * whose inner markup React neither renders nor hydrates (`dangerouslySetInnerHTML`).
 */
export type IslandName = 'usps' | 'banners' | 'footer-main' | 'subfooter' | 'credits' | `menu-${number}`;

/** The markup of one viewer's islands; `key` is a digest of all of it (the same markup has the same key everywhere). */
export interface ShellMarkup {
  key: string;
  parts: Partial<Record<IslandName, string>>;
}

/** What the loader data says of the islands: their markup's key and which parts are there (the markup itself is not in it). */
export interface ShellIslands {
  key: string;
  usps: boolean;
  banners: boolean;
}

/** The server's markup of this page (entry.server.tsx provides it); null in the browser. */
export const ShellMarkupContext = createContext<ShellMarkup | null>(null);

/** The path that answers the current viewer's island markup (routes/shell-markup.ts), for a key the page does not have. */
export const SHELL_MARKUP_PATH = '/shell-markup';

const known = new Map<string, ShellMarkup['parts']>();
const KNOWN_MAX = 8;

/** In the browser: the islands' markup of `key` that is in the document (rendered by the server). */
function fromDocument(key: string): ShellMarkup['parts'] | null {
  if (typeof document === 'undefined') return null;
  const elements = document.querySelectorAll<HTMLElement>('[data-island]');
  const parts: ShellMarkup['parts'] = {};
  let found = false;
  for (const element of elements) {
    if (element.dataset.islandKey !== key) continue;
    parts[element.dataset.island as IslandName] = element.innerHTML;
    found = true;
  }
  return found ? parts : null;
}

function remember(key: string, parts: ShellMarkup['parts']) {
  known.delete(key);
  known.set(key, parts);
  while (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
}

/** The current viewer's island markup from the server (routes/shell-markup.ts), kept; null when it could not be had. */
async function fetchShellMarkup(key: string): Promise<ShellMarkup | null> {
  try {
    const response = await fetch(`${SHELL_MARKUP_PATH}?key=${encodeURIComponent(key)}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const markup = (await response.json()) as ShellMarkup;
    remember(markup.key, markup.parts);
    return markup;
  } catch {
    return null;
  }
}

/**
 * In the browser, before a navigation shows root data that names other islands (a login, a logout, new content): their
 * markup, fetched and kept first (root.tsx's clientLoader), so that no page shows one viewer's islands with another's
 * data (after a login, the invitation to become a customer). When it cannot be had the navigation goes on and the
 * islands keep what they show (`useShellMarkup` tries again).
 */
export async function shellMarkupReady(key: string): Promise<void> {
  if (known.has(key)) return;
  const parts = fromDocument(key);
  if (parts) remember(key, parts);
  else await fetchShellMarkup(key);
}

/**
 * The islands' markup for `key`: on the server the page's own; in the browser at hydration the document's, later
 * (a login, a logout, new content: the root data names another key) the one `shellMarkupReady` fetched, or fetched
 * here once and kept. Until it arrives the islands keep the markup they show.
 */
export function useShellMarkup(key: string): ShellMarkup['parts'] {
  const server = useContext(ShellMarkupContext);
  const [shown, setShown] = useState<ShellMarkup | null>(() => {
    if (server) return null;
    const parts = known.get(key) ?? fromDocument(key);
    if (parts) remember(key, parts);
    return parts ? { key, parts } : null;
  });
  useEffect(() => {
    if (server || shown?.key === key || known.has(key)) return;
    let current = true;
    void fetchShellMarkup(key).then((markup) => {
      if (markup && current) setShown(markup);
    });
    return () => {
      current = false;
    };
  }, [server, key, shown?.key]);
  if (server) return server.parts;
  if (shown?.key === key) return shown.parts;
  return known.get(key) ?? shown?.parts ?? {};
}

/**
 * Client-side navigation for the islands' links (they are plain `<a>`): a plain left click on a link to this shop is
 * routed as `<Link>` would; other clicks (new tab, modifier keys, other sites, downloads) are the browser's.
 */
export function useIslandLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}

/** An element whose content is the island `name` of the page's shell markup. */
export function Island({
  as: Tag = 'div',
  name,
  islandKey,
  parts,
  onNavigate,
  ...attributes
}: {
  as?: 'div' | 'nav' | 'ul';
  name: IslandName;
  islandKey: string;
  parts: ShellMarkup['parts'];
  /** Called after a link of the island was followed (e.g. a menu closes). */
  onNavigate?: () => void;
  className?: string;
  id?: string;
  hidden?: boolean;
  'aria-label'?: string;
}) {
  const followLink = useIslandLinks();
  return (
    <Tag
      {...attributes}
      data-island={name}
      data-island-key={islandKey}
      onClick={(event) => {
        followLink(event);
        if ((event.target as Element).closest('a')) onNavigate?.();
      }}
      dangerouslySetInnerHTML={{ __html: parts[name] ?? '' }}
    />
  );
}
