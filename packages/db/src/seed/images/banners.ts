/**
 * Every banner picture of the demo content. Content items and articles refer
 * to these by key; writeDemoImages renders them. Texts are timeless on purpose:
 * the pictures are written once, the dated content around them is seeded.
 */
import type { AnimalId } from '../data/catalog.ts';
import { CATALOG } from '../data/catalog.ts';
import { categoryBannerFile, imageUrl } from './paths.ts';

export type Palette = 'green' | 'purple' | 'yellow' | 'greenPurple' | 'purpleGreen';

export interface BannerSpec {
  file: string;
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  cta?: string;
  palette: Palette;
  pictogram?: AnimalId | 'paw';
}

const HOME = { width: 1600, height: 600 } as const;
const ROW = { width: 800, height: 400 } as const;
const BLOCK = { width: 600, height: 400 } as const;
const WIDE = { width: 1200, height: 300 } as const;
const TILE = { width: 400, height: 300 } as const;

export const BANNERS = {
  home1: {
    file: 'banners/home-1.svg',
    ...HOME,
    title: 'Voor 22:00 besteld, morgen in huis',
    subtitle: 'Gratis verzending vanaf € 30, van maandag tot en met vrijdag',
    cta: 'Shop nu',
    palette: 'greenPurple',
    pictogram: 'hond',
  },
  home2: {
    file: 'banners/home-2.svg',
    ...HOME,
    title: 'Nieuw: Hollandse Hap',
    subtitle: 'Maaltijden met ingrediënten van Nederlandse boerderijen',
    cta: 'Ontdek het merk',
    palette: 'purpleGreen',
    pictogram: 'kat',
  },
  home3: {
    file: 'banners/home-3.svg',
    ...HOME,
    title: 'Alles voor je paard',
    subtitle: 'Voer, supplementen, verzorging en stalinrichting',
    cta: 'Bekijk het assortiment',
    palette: 'yellow',
    pictogram: 'paard',
  },
  row1: {
    file: 'banners/rij-1.svg',
    ...ROW,
    title: 'Vers hooi voor knaagdieren',
    subtitle: 'Zongedroogd en stofarm',
    cta: 'Bekijk hooi',
    palette: 'green',
    pictogram: 'knaagdier',
  },
  row2: {
    file: 'banners/rij-2.svg',
    ...ROW,
    title: 'Een aquarium beginnen?',
    subtitle: 'Wij helpen je op weg',
    cta: 'Lees de tips',
    palette: 'purple',
    pictogram: 'vis',
  },
  row3: {
    file: 'banners/rij-3.svg',
    ...ROW,
    title: 'Tuinvogels de winter door',
    subtitle: "Vetbollen, pinda's en strooivoer",
    cta: 'Naar buitenvogelvoer',
    palette: 'yellow',
    pictogram: 'vogel',
  },
  block1: {
    file: 'banners/blok-zakelijk.svg',
    ...BLOCK,
    title: 'Zakelijk bestellen',
    subtitle: 'Nettoprijzen en bestellen op rekening',
    palette: 'green',
    pictogram: 'paw',
  },
  block2: {
    file: 'banners/blok-proefmonsters.svg',
    ...BLOCK,
    title: 'Gratis proefmonsters',
    subtitle: 'Bij bestellingen vanaf € 20',
    palette: 'purple',
    pictogram: 'kat',
  },
  block3: {
    file: 'banners/blok-winkels.svg',
    ...BLOCK,
    title: 'Onze winkels',
    subtitle: 'Advies van echte dierenliefhebbers',
    palette: 'yellow',
    pictogram: 'hond',
  },
  usp1: {
    file: 'banners/usp-verzending.svg',
    ...TILE,
    title: 'Gratis verzending',
    subtitle: 'vanaf € 30',
    palette: 'green',
    pictogram: 'paw',
  },
  usp2: {
    file: 'banners/usp-morgen.svg',
    ...TILE,
    title: 'Morgen in huis',
    subtitle: 'voor 22:00 besteld',
    palette: 'purple',
    pictogram: 'paw',
  },
  usp3: {
    file: 'banners/usp-afhalen.svg',
    ...TILE,
    title: 'Gratis afhalen',
    subtitle: 'in al onze winkels',
    palette: 'yellow',
    pictogram: 'paw',
  },
  discount1: {
    file: 'banners/korting-folder.svg',
    ...WIDE,
    title: 'Folderactie: tot 20% korting',
    subtitle: 'Op honderden producten voor hond en kat',
    cta: 'Bekijk de folder',
    palette: 'purpleGreen',
    pictogram: 'hond',
  },
  discount2: {
    file: 'banners/korting-weekend.svg',
    ...WIDE,
    title: 'Weekendknaller',
    subtitle: 'Alleen dit weekend extra voordelig',
    cta: 'Profiteer nu',
    palette: 'yellow',
    pictogram: 'kat',
  },
  vestiging: {
    file: 'banners/vestigingen.svg',
    width: 1200,
    height: 400,
    title: 'Kom langs in een van onze winkels',
    subtitle: 'Bestel online en haal gratis af',
    cta: 'Vind een winkel',
    palette: 'greenPurple',
    pictogram: 'paw',
  },
  company1: {
    file: 'banners/zakelijk-uploaden.svg',
    ...TILE,
    title: 'Bestelling uploaden',
    subtitle: 'Via een Excel- of CSV-bestand',
    palette: 'green',
    pictogram: 'paw',
  },
  company2: {
    file: 'banners/zakelijk-rekening.svg',
    ...TILE,
    title: 'Op rekening',
    subtitle: 'Betalen binnen 30 dagen',
    palette: 'purple',
    pictogram: 'paw',
  },
  company3: {
    file: 'banners/zakelijk-vertegenwoordiger.svg',
    ...TILE,
    title: 'Vaste vertegenwoordiger',
    subtitle: 'Persoonlijk advies in je winkel',
    palette: 'yellow',
    pictogram: 'hond',
  },
  company4: {
    file: 'banners/zakelijk-pos.svg',
    ...TILE,
    title: 'POS-materiaal',
    subtitle: 'Displays en schapstroken',
    palette: 'greenPurple',
    pictogram: 'kat',
  },
  firstVisit: {
    file: 'banners/welkom.svg',
    width: 800,
    height: 500,
    title: 'Welkom bij Toonbank',
    subtitle: 'Dé groothandel en webshop voor dierenvoeding',
    cta: 'Ontdek het assortiment',
    palette: 'greenPurple',
    pictogram: 'paw',
  },
  contact: {
    file: 'banners/contact.svg',
    ...WIDE,
    title: 'Vragen? Wij helpen je graag',
    subtitle: 'Bel 030 630 4400 of mail klantenservice@toonbank.nl',
    palette: 'green',
    pictogram: 'paw',
  },
  checkout: {
    file: 'banners/checkout.svg',
    ...TILE,
    title: 'Veilig betalen',
    subtitle: 'iDEAL, creditcard of op rekening',
    palette: 'purple',
    pictogram: 'paw',
  },
  about: {
    file: 'banners/over-ons.svg',
    ...WIDE,
    title: 'Over Toonbank',
    subtitle: 'Sinds 1987 de groothandel voor dierenspeciaalzaken',
    palette: 'greenPurple',
    pictogram: 'paw',
  },
  demo: {
    file: 'banners/blokken-demo.svg',
    ...ROW,
    title: 'Contentblokken',
    subtitle: 'Alle bloktypen op één pagina',
    palette: 'purple',
    pictogram: 'vogel',
  },
} as const satisfies Record<string, BannerSpec>;

export type BannerKey = keyof typeof BANNERS;

export function bannerUrl(key: BannerKey): string {
  return imageUrl(BANNERS[key].file);
}

/** Listing banners (PLPBanners) and category banners (web node `banner`), one per animal. */
export function animalBanners(): BannerSpec[] {
  return CATALOG.flatMap((animal) => [
    {
      file: `banners/plp-${animal.id}.svg`,
      ...WIDE,
      title: `Alles voor je ${animal.name.toLowerCase()}`,
      subtitle: 'Topmerken en ons huismerk, scherp geprijsd',
      palette: 'greenPurple',
      pictogram: animal.id,
    },
    {
      file: categoryBannerFile(animal.id),
      ...WIDE,
      title: animal.name,
      subtitle: `Voeding en benodigdheden voor ${animal.plural}`,
      palette: 'green',
      pictogram: animal.id,
    },
  ]);
}

export const plpBannerUrl = (animal: AnimalId) => imageUrl(`banners/plp-${animal}.svg`);
