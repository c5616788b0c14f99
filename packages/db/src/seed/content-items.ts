/**
 * Items of the content areas (§3): menus, USPs, banners, brand lists and
 * service tiles. Menus nest through parentId. Some banners and menu items
 * have publication windows in the future or past: the shop must hide them (§5).
 */
import type { contentItems } from '../schema/content.ts';
import { CATALOG } from './data/catalog.ts';
import { translateText } from './data/translations.ts';
import { addDays } from './dates.ts';
import { type BannerKey, bannerUrl, plpBannerUrl } from './images/banners.ts';
import type { BrandRow } from './brands.ts';
import type { WebNodeRow } from './web-nodes.ts';

export type ContentItemRow = typeof contentItems.$inferInsert & { id: number };
type ItemInput = Omit<ContentItemRow, 'id' | 'area' | 'parentId' | 'sortOrder'>;

const lister = (url: string) => `/product/lister/${url}`;

interface ContentInput {
  reference: Date;
  webNodes: readonly WebNodeRow[];
  brands: readonly BrandRow[];
  storeCount: number;
  flyerCode: string;
}

class ContentItems {
  readonly rows: ContentItemRow[] = [];
  private readonly sortOrders = new Map<string, number>();

  add(area: string, item: ItemInput, parentId: number | null = null): number {
    const key = `${area}:${parentId ?? ''}`;
    const sortOrder = (this.sortOrders.get(key) ?? 0) + 1;
    this.sortOrders.set(key, sortOrder);
    const id = this.rows.length + 1;
    this.rows.push({ id, area, parentId, sortOrder, ...item });
    return id;
  }

  addAll(area: string, items: readonly ItemInput[], parentId: number | null = null): void {
    for (const item of items) this.add(area, item, parentId);
  }

  banner(area: string, key: BannerKey, item: Omit<ItemInput, 'image'>): void {
    this.add(area, { ...item, image: bannerUrl(key) });
  }
}

export function buildContentItems(input: ContentInput): ContentItemRow[] {
  const items = new ContentItems();
  mainMenu(items, input);
  footerMenus(items);
  topMenu(items, input.reference);
  usps(items, input);
  banners(items, input);
  brandAreas(items, input.brands);
  serviceAreas(items);
  return items.rows.map(withTranslations);
}

/** Brand names are the same in every language. */
const NAME_ONLY_AREAS = new Set(['PopularBrands', 'NewBrands', 'BrandsSlider']);

/**
 * French and English for an item's name, title and text from data/translations.ts (issue 12 defect 6). A text with no
 * translation stays Dutch; the shop then marks it lang="nl".
 */
function withTranslations(row: ContentItemRow): ContentItemRow {
  if (NAME_ONLY_AREAS.has(row.area)) return { ...row, translations: { fr: { name: row.name }, en: { name: row.name } } };
  const fr: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const field of ['name', 'title', 'text'] as const) {
    const pair = translateText(row[field]);
    if (pair) [fr[field], en[field]] = pair;
  }
  return { ...row, translations: Object.keys(fr).length ? { fr, en } : {} };
}

function mainMenu(items: ContentItems, { reference, webNodes }: ContentInput): void {
  const offers = items.add('MainMenu', { key: 'offers', name: 'Aanbiedingen', url: lister('aanbiedingen') });
  items.addAll(
    'MainMenu',
    [
      { key: 'all-offers', name: 'Alle aanbiedingen', url: lister('aanbiedingen') },
      { name: 'Dagaanbieding', url: lister('dagaanbieding') },
      { name: 'Meer = minder', url: lister('meer-minder') },
      { name: 'Op = op', url: lister('op-op') },
    ],
    offers,
  );
  const fresh = items.add('MainMenu', { key: 'new', name: 'Nieuw', url: lister('nieuw') });
  items.addAll(
    'MainMenu',
    [
      { name: 'Nieuwe producten', url: lister('nieuw') },
      { name: 'Nieuwe merken', url: '/merken' },
    ],
    fresh,
  );

  for (const animal of CATALOG) {
    const parent = items.add('MainMenu', { key: animal.id, name: animal.name, url: lister(animal.id) });
    const groups = webNodes.filter((node) => node.level === 2 && node.url.startsWith(`${animal.id}/`));
    items.addAll(
      'MainMenu',
      groups.map((node) => ({ name: node.name, url: lister(node.url) })),
      parent,
    );
  }
  items.add('MainMenu', { key: 'brands', name: 'Merken', url: '/merken' });
  const more = items.add('MainMenu', { key: 'meer', name: 'Meer', url: lister('meer') });
  items.addAll(
    'MainMenu',
    [
      // §2: children with key 'pos-materiaal' link to the lister under meer/{url}.
      { key: 'pos-materiaal', name: 'POS-materiaal', url: 'pos-materiaal' },
      { name: 'Gratis proefmonsters', url: lister('proefmonsters') },
      { name: 'Kassakoopjes', url: lister('kassakoopjes') },
      { name: 'Kerstshop', url: lister('aanbiedingen'), publicationDate: addDays(reference, 21) },
      { name: 'Zomershop', url: lister('zomeractie'), removalDate: addDays(reference, -60) },
    ],
    more,
  );
}

function footerMenus(items: ContentItems): void {
  const menus: [string, [string, string][]][] = [
    [
      'Klantenservice',
      [
        ['Veelgestelde vragen', '/klantenservice'],
        ['Bezorging', '/bezorging'],
        ['Retourneren', '/retourneren'],
        ['Betalen', '/betalen'],
        ['Contact', '/contact'],
      ],
    ],
    [
      'Over Toonbank',
      [
        ['Over ons', '/over-ons'],
        ['Onze winkels', '/vestigingen'],
        ['Nieuws', '/nieuws'],
        ['Vacatures', '/vacatures'],
        ['Duurzaamheid', '/duurzaamheid'],
      ],
    ],
    [
      'Assortiment',
      [
        ...CATALOG.map((animal): [string, string] => [animal.name, lister(animal.id)]),
        ['Merken', '/merken'],
        ['Aanbiedingen', lister('aanbiedingen')],
      ],
    ],
  ];
  for (const [name, links] of menus) {
    const parent = items.add('FooterMenu', { name, url: null });
    items.addAll(
      'FooterMenu',
      links.map(([childName, url]) => ({ name: childName, url })),
      parent,
    );
  }
  items.addAll('SubFooterMenu', [
    { name: 'Privacy', url: '/privacy' },
    { name: 'Algemene voorwaarden', url: '/algemene-voorwaarden' },
    { name: 'Cookies', url: '/cookies' },
    { name: 'Disclaimer', url: '/disclaimer' },
  ]);
}

function topMenu(items: ContentItems, reference: Date): void {
  items.addAll('TopMenu', [
    { name: 'Zakelijk klant worden', url: '/zakelijk' },
    { name: 'Bestelling uploaden', url: '/bestelling-uploaden' },
    { name: 'Winkels', url: '/vestigingen' },
    { name: 'Klantenservice', url: '/klantenservice' },
    { name: 'Dierenbescherming', url: null, alternateUrl: 'https://www.dierenbescherming.nl', newWindow: true },
    { name: 'Black Friday', url: lister('aanbiedingen'), removalDate: addDays(reference, -300) },
  ]);
}

function usps(items: ContentItems, { storeCount }: ContentInput): void {
  items.addAll('MainUsps', [
    { name: 'Gratis verzending', title: 'Gratis verzending vanaf € 30', url: '/bezorging' },
    { name: 'Morgen in huis', title: 'Voor 22:00 besteld, morgen in huis (ma-vr)', url: '/bezorging' },
    { name: 'Proefmonsters', title: 'Gratis proefjes naar keuze (advies vanaf € 20)', url: lister('proefmonsters') },
    { name: 'Winkels', title: `${storeCount} winkels in Nederland`, url: '/vestigingen' },
    {
      name: 'Dierenbescherming',
      title: 'Wij steunen de Dierenbescherming',
      url: null,
      alternateUrl: 'https://www.dierenbescherming.nl',
      newWindow: true,
    },
  ]);
  items.addAll('CheckoutUSPs', [
    { name: 'Veilig betalen', title: 'Veilig betalen met iDEAL of op rekening' },
    { name: 'Retour', title: '30 dagen bedenktijd' },
    { name: 'Levering', title: 'Voor 22:00 besteld, morgen in huis' },
  ]);
  items.addAll('HomeAdvantages', [
    { name: 'Advies', title: 'Persoonlijk advies', text: 'Onze medewerkers zijn dierenliefhebbers en denken met je mee.' },
    { name: 'Assortiment', title: 'Groot assortiment', text: 'Voeding en benodigdheden voor hond, kat, knaagdier, vogel, vis en paard.' },
    { name: 'Levering', title: 'Snel geleverd', text: 'Op werkdagen voor 22:00 besteld, de volgende werkdag in huis.' },
    { name: 'Sparen', title: 'Sparen voor korting', text: 'Spaar punten bij elke aankoop en wissel ze in bij het afrekenen.' },
  ]);
}

function banners(items: ContentItems, { reference, flyerCode }: ContentInput): void {
  // Site banners: one current, one not yet published, one already removed.
  items.addAll('SiteBanners', [
    {
      name: 'Folderactie',
      title: `Folderactie: tot 20% korting met code ${flyerCode}`,
      text: 'Alleen deze en volgende week.',
      url: lister('aanbiedingen'),
      publicationDate: addDays(reference, -1),
      removalDate: addDays(reference, 14),
    },
    {
      name: 'Kerstvoordeel',
      title: 'Kerstvoordeel: 10% korting op alle manden',
      text: 'Binnenkort.',
      url: lister('aanbiedingen'),
      publicationDate: addDays(reference, 21),
      removalDate: addDays(reference, 45),
    },
    {
      name: 'Zomeractie',
      title: 'Zomeractie: koelmatten en drinkflessen',
      text: 'Afgelopen.',
      url: lister('zomeractie'),
      publicationDate: addDays(reference, -120),
      removalDate: addDays(reference, -60),
    },
  ]);
  items.banner('HomeBanners', 'home1', {
    name: 'Morgen in huis',
    title: 'Voor 22:00 besteld, morgen in huis',
    text: 'Gratis verzending vanaf € 30.',
    url: lister('aanbiedingen'),
  });
  items.banner('HomeBanners', 'home2', {
    name: 'Hollandse Hap',
    title: 'Nieuw: Hollandse Hap',
    text: 'Maaltijden met ingrediënten van Nederlandse boerderijen.',
    url: '/merken/hollandse-hap',
  });
  items.banner('HomeBanners', 'home3', {
    name: 'Paard',
    title: 'Alles voor je paard',
    text: 'Voer, supplementen, verzorging en stalinrichting.',
    url: lister('paard'),
  });
  items.banner('HomeBannersRow', 'row1', { name: 'Hooi', title: 'Vers hooi voor knaagdieren', url: lister('knaagdier/voeding/hooi') });
  items.banner('HomeBannersRow', 'row2', { name: 'Aquarium', title: 'Een aquarium beginnen?', url: '/nieuws/tips' });
  items.banner('HomeBannersRow', 'row3', {
    name: 'Tuinvogels',
    title: 'Tuinvogels de winter door',
    url: lister('vogel/voeding/buitenvogelvoer'),
  });
  items.banner('HomeThreeBlocks', 'block1', {
    name: 'Zakelijk',
    title: 'Zakelijk bestellen',
    text: 'Nettoprijzen en bestellen op rekening.',
    url: '/zakelijk',
  });
  items.banner('HomeThreeBlocks', 'block2', {
    name: 'Proefmonsters',
    title: 'Gratis proefmonsters',
    text: 'Kies zelf bij bestellingen vanaf € 20.',
    url: lister('proefmonsters'),
  });
  items.banner('HomeThreeBlocks', 'block3', {
    name: 'Winkels',
    title: 'Onze winkels',
    text: 'Advies van echte dierenliefhebbers.',
    url: '/vestigingen',
  });
  items.banner('HomeUspBanners', 'usp1', { name: 'Verzending', title: 'Gratis verzending vanaf € 30', url: '/bezorging' });
  items.banner('HomeUspBanners', 'usp2', { name: 'Morgen in huis', title: 'Voor 22:00 besteld, morgen in huis', url: '/bezorging' });
  items.banner('HomeUspBanners', 'usp3', { name: 'Afhalen', title: 'Gratis afhalen in de winkel', url: '/vestigingen' });
  items.add('DiscountBanners', {
    name: 'Folderactie',
    title: 'Folderactie: tot 20% korting',
    url: lister('aanbiedingen'),
    image: bannerUrl('discount1'),
    publicationDate: reference,
    removalDate: addDays(reference, 14),
  });
  items.add('DiscountBanners', {
    name: 'Weekendknaller',
    title: 'Weekendknaller',
    url: lister('aanbiedingen'),
    image: bannerUrl('discount2'),
    publicationDate: addDays(reference, -2),
    removalDate: addDays(reference, 5),
  });
  for (const animal of CATALOG) {
    items.add('PLPBanners', {
      key: animal.id,
      name: `Lister ${animal.name}`,
      title: `Alles voor je ${animal.name.toLowerCase()}`,
      url: lister(animal.id),
      image: plpBannerUrl(animal.id),
    });
  }
  items.banner('VestigingBanners', 'vestiging', {
    name: 'Winkels',
    title: 'Kom langs in een van onze winkels',
    text: 'Bestel online en haal gratis af.',
    url: '/vestigingen',
  });
  items.banner('ContactDetailsBanner', 'contact', {
    name: 'Contact',
    title: 'Vragen? Wij helpen je graag',
    text: 'Bel 030 630 4400 (werkdagen 8:30-17:30) of mail klantenservice@toonbank.nl.',
    url: '/contact',
  });
  items.banner('FirstVisit', 'firstVisit', {
    name: 'Welkom',
    title: 'Welkom bij Toonbank',
    text: 'Dé groothandel en webshop voor dierenvoeding en -benodigdheden.',
    url: '/over-ons',
  });
}

function brandAreas(items: ContentItems, brands: readonly BrandRow[]): void {
  const visible = brands.filter((brand) => brand.name.trim() && brand.name.trim().toLowerCase() !== 'geen merk');
  const asItem = (brand: BrandRow) => ({ key: brand.url, name: brand.name, url: `/merken/${brand.url}`, image: brand.img ?? null });
  const popular = visible.filter((b) => b.popularRank != null).sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
  items.addAll('PopularBrands', popular.map(asItem));
  items.addAll('NewBrands', visible.filter((b) => b.isNew).map(asItem));
  items.addAll('BrandsSlider', visible.slice(0, 16).map(asItem));
}

function serviceAreas(items: ContentItems): void {
  items.banner('CompanyServices', 'company1', {
    name: 'Uploaden',
    title: 'Bestelling uploaden',
    text: 'Bestel je hele schap in één keer via een Excel- of CSV-bestand.',
    url: '/bestelling-uploaden',
  });
  items.banner('CompanyServices', 'company2', {
    name: 'Op rekening',
    title: 'Op rekening',
    text: 'Betalen binnen 30 dagen na levering.',
    url: '/betalen',
  });
  items.banner('CompanyServices', 'company3', {
    name: 'Vertegenwoordiger',
    title: 'Vaste vertegenwoordiger',
    text: 'Persoonlijk advies in je winkel.',
    url: '/zakelijk',
  });
  items.banner('CompanyServices', 'company4', {
    name: 'POS-materiaal',
    title: 'POS-materiaal',
    text: 'Displays, schapstroken en folders.',
    url: lister('meer/pos-materiaal'),
  });
  const service = items.add('ServiceMenus', { key: 'klantenservice', name: 'Klantenservice', url: '/klantenservice' });
  items.addAll(
    'ServiceMenus',
    [
      { name: 'Veelgestelde vragen', url: '/klantenservice' },
      { name: 'Bezorging', url: '/bezorging' },
      { name: 'Retourneren', url: '/retourneren' },
      { name: 'Betalen', url: '/betalen' },
      { name: 'Contact', url: '/contact' },
      { name: 'Zakelijk klant worden', url: '/zakelijk' },
    ],
    service,
  );
  items.addAll('WildPageMenu', [
    { name: 'Over ons', url: '/over-ons' },
    { name: 'Duurzaamheid', url: '/duurzaamheid' },
    { name: 'Vacatures', url: '/vacatures' },
    { name: 'Nieuws', url: '/nieuws' },
  ]);
}
