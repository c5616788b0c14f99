/** Request mixes of the catalogue-and-search benchmark (issue #3). */

/** 50 realistic Dutch shop queries: products, compounds, typos, brands, sizes. */
export const SEARCH_QUERIES = [
  'hondenvoer',
  'hondevoer',
  'kattenbrokken',
  'kat brok',
  'puppy',
  'kitten',
  'senior hond',
  'graanvrij',
  'natvoer kat',
  'droogvoer',
  'kattenbak',
  'kattenbakvulling',
  'krabpaal',
  'hondenmand',
  'halsband',
  'riem',
  'speelgoed hond',
  'kauwstaaf',
  'snacks',
  'trainers',
  'vogelzaad',
  'vogelkooi',
  'visvoer',
  'aquarium',
  'vijver',
  'konijnenvoer',
  'hooi',
  'knaagdier',
  'cavia',
  'paardenvoer',
  'paardensnoepjes',
  'shampoo',
  'vachtverzorging',
  'vlooien',
  'zalm',
  'kip',
  'lam rijst',
  'rund',
  'eend',
  'hert',
  'polderbrok',
  'snorrebaard',
  'kwispelkracht',
  'hollandse hap',
  'puppyzorg',
  'brokjes 15 kg',
  'paté',
  'mousse',
  'voerbak',
  'drinkbak',
] as const;

const FACETS = ['', '&facetFilters=price:5-30', '&sortBy=price-asc', '&sortBy=rating', '&facetFilters=tag.dier:Hond'];
const PREFIXES = ['h', 'ho', 'hon', 'hond', 'k', 'ka', 'kat', 'katt', 'br', 'bro', 'pup', 'sna', 'vog', 'paa', 'zal', 'pol'];

interface SearchBody {
  Data: { Hits: { Url: string }[] };
}

/** The request paths of the search, suggestion, lister and product-page scenarios. */
export async function catalogueScenarios(baseUrl: string) {
  const search = SEARCH_QUERIES.map(
    (q, i) => `/api/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(q)}&limit=24${FACETS[i % FACETS.length]}`,
  );
  const suggestions = PREFIXES.map((q) => `/api/meilisearch/v1/multi-search?searchTerm=${encodeURIComponent(q)}&limit=5`);
  const tree = (await (await fetch(`${baseUrl}/api/aspos/webnodes/main/root?descendantLevel=2`)).json()) as {
    Data: { Id: number; Url: string; Children: { Url: string }[] }[];
  };
  const listerUrls = tree.Data.slice(0, 6).flatMap((n) => [n.Url, ...n.Children.slice(0, 2).map((c) => c.Url)]);
  const listers = listerUrls.flatMap((url, i) => [`/product/lister/${url}?size=48${i % 2 ? '&sort=price-asc' : ''}`]);
  const productUrls = new Set<string>();
  for (const q of SEARCH_QUERIES.slice(0, 20)) {
    const body = (await (
      await fetch(`${baseUrl}/api/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(q)}&limit=2`)
    ).json()) as SearchBody;
    for (const hit of body.Data.Hits) productUrls.add(hit.Url);
  }
  const products = [...productUrls].map((url) => `/product/detail/${url}`);
  return { search, suggestions, listers, products };
}
