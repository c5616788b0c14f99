import { normalizeKeyword } from '@toonbank/domain';
import { readData } from '../../lib/api.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/suggestions';
import { pageUrl } from '../../lib/page-url.ts';

type Language = 'nl' | 'fr' | 'en';
const EMPTY = {
  AheadWords: { Name: '', List: [] as { Name: string; Language: Language }[] },
  Brands: { Name: '', List: [] as { Name: string; Url: string }[] },
  Categories: { Name: '', List: [] as { Name: string; Url: string; Language: Language }[] },
  Products: { Name: '', List: [] as { Name: string; Url: string; Img: string | null; Language: Language }[] },
};

/** Search suggestions for the header (resource route): acts for the logged-in customer, so their publication codes apply. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = getRequestContext(request, context);
  const keyword = normalizeKeyword(pageUrl(request).searchParams.get('q'));
  if (!keyword) return { keyword, suggestions: EMPTY };
  const suggestions = await api.meilisearch.v1['multi-search']
    .$get({ query: { searchTerm: keyword, limit: '5' } })
    .then(readData)
    .catch(() => EMPTY);
  return { keyword, suggestions };
}
