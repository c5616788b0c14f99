/**
 * Invented pet-supply brands (no real trademarks). `animals` and `kinds` say
 * which products a brand makes; products pick their brand from these.
 * 'geen merk' and the nameless brand exist on purpose: the shop must hide them (§5).
 */
import type { AnimalId } from './catalog.ts';
import type { KindId } from './kinds.ts';

export interface BrandDef {
  name: string;
  /** Fixed url when the name gives no usable slug. */
  url?: string;
  animals: readonly AnimalId[] | 'all';
  kinds: readonly KindId[] | 'all';
  tagline: string;
  /** Logo colours: background and text. */
  colors: readonly [string, string];
  popularRank?: number;
  isNew?: boolean;
  /** Relative chance to be picked among matching brands (default 1). */
  weight?: number;
}

const FOOD: readonly KindId[] = ['dryFood', 'wetFood'];

export const BRANDS: readonly BrandDef[] = [
  {
    name: 'Polderbrok',
    animals: ['hond', 'kat'],
    kinds: [...FOOD, 'snack'],
    tagline: 'Eerlijke brokken uit de Hollandse polder, gebakken in Friesland.',
    colors: ['#2E7D32', '#FFFFFF'],
    popularRank: 1,
    weight: 2,
  },
  {
    name: 'Kwispelkracht',
    animals: ['hond'],
    kinds: [...FOOD, 'snack', 'supplement'],
    tagline: 'Voeding voor actieve honden die elke dag willen rennen.',
    colors: ['#EF6C00', '#FFFFFF'],
    popularRank: 4,
  },
  {
    name: 'Snorrebaard',
    animals: ['kat'],
    kinds: [...FOOD, 'snack'],
    tagline: 'Lekker eten voor kieskeurige katten, met veel vers vlees.',
    colors: ['#6A1B9A', '#FFFFFF'],
    popularRank: 3,
    weight: 2,
  },
  {
    name: 'Hollandse Hap',
    animals: ['hond', 'kat'],
    kinds: [...FOOD, 'snack'],
    tagline: 'Nieuw: maaltijden met ingrediënten van Nederlandse boerderijen.',
    colors: ['#C62828', '#FFF8E1'],
    isNew: true,
  },
  {
    name: 'Vers & Vrij',
    animals: ['hond', 'kat'],
    kinds: FOOD,
    tagline: 'Graanvrije voeding met minimaal 60% vlees of vis.',
    colors: ['#00897B', '#FFFFFF'],
  },
  {
    name: 'Boerderijvers',
    animals: ['hond', 'kat', 'knaagdier'],
    kinds: [...FOOD, 'snack', 'feed'],
    tagline: 'Van het erf naar de voerbak: simpel, vers en eerlijk.',
    colors: ['#8D6E63', '#FFFFFF'],
  },
  {
    name: 'Knabbelkroost',
    animals: ['knaagdier'],
    kinds: ['feed', 'snack', 'bedding'],
    tagline: "Alles voor konijnen, cavia's en hamsters die graag knabbelen.",
    colors: ['#F9A825', '#3E2723'],
    popularRank: 8,
    weight: 2,
  },
  {
    name: 'Hooiberg Naturel',
    animals: ['knaagdier', 'paard'],
    kinds: ['feed', 'bedding'],
    tagline: 'Zongedroogd weidehooi en ruwvoer van Drentse weilanden.',
    colors: ['#9E9D24', '#FFFFFF'],
  },
  {
    name: 'Tjilp & Co',
    animals: ['vogel'],
    kinds: ['feed', 'snack', 'supplement', 'toy'],
    tagline: 'Zaadmengsels en speelgoed voor vrolijke kooivogels.',
    colors: ['#FBC02D', '#1B5E20'],
    weight: 2,
  },
  {
    name: 'Vinkenslag',
    animals: ['vogel'],
    kinds: ['feed', 'equipment'],
    tagline: 'Kweek- en tentoonstellingsvoer voor de serieuze liefhebber.',
    colors: ['#33691E', '#FFFFFF'],
  },
  {
    name: 'Koraalrif',
    animals: ['vis'],
    kinds: ['fishFood', 'care', 'equipment', 'plant'],
    tagline: 'Complete aquariumverzorging, van waterverbeteraar tot filter.',
    colors: ['#0277BD', '#FFFFFF'],
    popularRank: 5,
    weight: 2,
  },
  {
    name: 'Waterweelde',
    animals: ['vis'],
    kinds: ['plant', 'toy', 'bedding', 'care'],
    tagline: 'Levende aquariumplanten en natuurlijke decoratie.',
    colors: ['#00838F', '#FFFFFF'],
  },
  {
    name: 'Vijverkracht',
    animals: ['vis'],
    kinds: ['fishFood', 'equipment', 'care'],
    tagline: 'Helder vijverwater en gezonde koi, het hele seizoen.',
    colors: ['#1565C0', '#E3F2FD'],
  },
  {
    name: 'Hoefslag',
    animals: ['paard'],
    kinds: ['feed', 'supplement', 'care', 'snack'],
    tagline: 'Paardenvoeding ontwikkeld met Nederlandse dierenartsen.',
    colors: ['#4E342E', '#FFE0B2'],
    popularRank: 6,
    weight: 2,
  },
  {
    name: 'Manenpracht',
    animals: ['paard'],
    kinds: ['care', 'accessory'],
    tagline: 'Verzorging voor glanzende manen en sterke hoeven.',
    colors: ['#5D4037', '#FFFFFF'],
  },
  {
    name: 'Stalmeester',
    animals: ['paard'],
    kinds: ['equipment', 'accessory'],
    tagline: 'Stevige stalinrichting die jaren meegaat.',
    colors: ['#37474F', '#FFFFFF'],
  },
  {
    name: 'Paddock Pro',
    animals: ['paard'],
    kinds: ['feed', 'accessory', 'bed'],
    tagline: 'Dekens, halsters en voer voor sport- en recreatiepaarden.',
    colors: ['#283593', '#FFFFFF'],
  },
  {
    name: 'Speelkameraad',
    animals: ['hond', 'kat'],
    kinds: ['toy'],
    tagline: 'Speelgoed dat tegen een stootje kan.',
    colors: ['#D81B60', '#FFFFFF'],
    popularRank: 7,
    weight: 2,
  },
  {
    name: 'Rakkers',
    animals: ['hond'],
    kinds: ['toy', 'accessory'],
    tagline: 'Voor honden met te veel energie en een sterk gebit.',
    colors: ['#F4511E', '#FFFFFF'],
  },
  {
    name: 'Krabbel',
    animals: ['kat'],
    kinds: ['equipment', 'toy', 'accessory'],
    tagline: 'Krabpalen en speelgoed die katten écht gebruiken.',
    colors: ['#7B1FA2', '#F3E5F5'],
  },
  {
    name: 'Wolkenzacht',
    animals: ['hond', 'kat'],
    kinds: ['bed'],
    tagline: 'Manden en kussens om heerlijk in weg te zakken.',
    colors: ['#90A4AE', '#263238'],
    weight: 2,
  },
  {
    name: 'Nestwarm',
    animals: ['hond', 'kat', 'knaagdier', 'vogel'],
    kinds: ['bed', 'equipment'],
    tagline: 'Een warm thuis voor elk dier, van mand tot nestkast.',
    colors: ['#A1887F', '#FFFFFF'],
  },
  {
    name: 'Dauwtrap',
    animals: ['hond'],
    kinds: ['accessory'],
    tagline: 'Halsbanden, tuigen en lijnen voor elke wandeling.',
    colors: ['#43A047', '#FFFFFF'],
  },
  {
    name: 'Vachtwerk',
    animals: ['hond', 'kat', 'paard'],
    kinds: ['care', 'accessory'],
    tagline: 'Professionele vachtverzorging, ook voor thuis.',
    colors: ['#5E35B1', '#FFFFFF'],
  },
  {
    name: 'Fluweelzacht',
    animals: ['hond', 'kat'],
    kinds: ['care'],
    tagline: 'Milde shampoos en lotions voor de gevoelige huid.',
    colors: ['#F48FB1', '#4A148C'],
  },
  {
    name: 'Pootjes',
    animals: ['hond', 'kat'],
    kinds: ['supplement', 'care'],
    tagline: 'Supplementen en verzorging van top tot teen.',
    colors: ['#26A69A', '#FFFFFF'],
    popularRank: 10,
  },
  {
    name: 'Snuffelaar',
    animals: ['hond', 'kat'],
    kinds: ['toy'],
    tagline: 'Denkspellen en snuffelmatten tegen verveling.',
    colors: ['#FFB300', '#3E2723'],
  },
  {
    name: 'Grijp & Gooi',
    animals: ['hond'],
    kinds: ['toy'],
    tagline: 'Apporteren, trekken, gooien: speelgoed voor buiten.',
    colors: ['#E53935', '#FFFFFF'],
  },
  {
    name: 'Klontfijn',
    animals: ['kat'],
    kinds: ['litter', 'accessory'],
    tagline: 'Kattengrit dat stevig klontert en geurtjes vasthoudt.',
    colors: ['#546E7A', '#FFFFFF'],
    popularRank: 9,
    weight: 2,
  },
  {
    name: 'Zandloper',
    animals: ['kat'],
    kinds: ['litter', 'equipment', 'accessory'],
    tagline: 'Kattenbakken en grit voor een frisse hoek.',
    colors: ['#BCAAA4', '#3E2723'],
  },
  {
    name: 'Mauwmenu',
    animals: ['kat'],
    kinds: FOOD,
    tagline: 'Nieuw: maaltijden in kleine porties voor binnenkatten.',
    colors: ['#AB47BC', '#FFFFFF'],
    isNew: true,
  },
  {
    name: 'Puppyzorg',
    animals: ['hond'],
    kinds: ['dryFood', 'care', 'snack'],
    tagline: 'Een goede start voor elke pup.',
    colors: ['#29B6F6', '#FFFFFF'],
  },
  {
    name: 'Veulen Vitaal',
    animals: ['paard'],
    kinds: ['supplement', 'feed'],
    tagline: 'Mineralen en vitaminen voor opgroeiende paarden.',
    colors: ['#8BC34A', '#1B5E20'],
  },
  {
    name: 'Knaagplezier',
    animals: ['knaagdier'],
    kinds: ['toy', 'accessory', 'equipment'],
    tagline: 'Huisjes, tunnels en speelgoed om op te knagen.',
    colors: ['#FF7043', '#FFFFFF'],
  },
  {
    name: 'Buitenhok & Co',
    animals: ['knaagdier'],
    kinds: ['equipment'],
    tagline: 'Hokken en rennen van FSC-hout, gemaakt in de Achterhoek.',
    colors: ['#6D4C41', '#FFFFFF'],
  },
  {
    name: 'Pluim',
    animals: ['vogel'],
    kinds: ['toy', 'accessory', 'supplement', 'equipment'],
    tagline: 'Speelgoed en vitaminen voor gezonde, actieve vogels.',
    colors: ['#00ACC1', '#FFFFFF'],
  },
  {
    name: 'Diepzee',
    animals: ['vis'],
    kinds: ['fishFood', 'care'],
    tagline: 'Nieuw: visvoer met insectenmeel en zeewier.',
    colors: ['#0D47A1', '#B3E5FC'],
    isNew: true,
  },
  {
    name: 'Groene Vink',
    animals: ['vogel'],
    kinds: ['feed', 'equipment'],
    tagline: 'Alles voor de vogels in je tuin, het hele jaar door.',
    colors: ['#558B2F', '#FFFFFF'],
  },
  {
    name: 'Eerlijk Dier',
    animals: 'all',
    kinds: ['dryFood', 'wetFood', 'snack', 'feed'],
    tagline: 'Nieuw: biologische voeding met het EKO-keurmerk.',
    colors: ['#689F38', '#FFFFFF'],
    isNew: true,
  },
  {
    name: 'Schaapskooi',
    animals: ['hond'],
    kinds: ['snack'],
    tagline: 'Natuurlijke kauwsnacks, langzaam gedroogd.',
    colors: ['#795548', '#FFF3E0'],
  },
  {
    name: 'Bello & Boris',
    animals: ['hond'],
    kinds: ['dryFood', 'wetFood', 'snack', 'toy'],
    tagline: 'Nieuw: vrolijke voeding en speeltjes voor elke hond.',
    colors: ['#FF8F00', '#FFFFFF'],
    isNew: true,
  },
  {
    name: 'Toonbank Select',
    animals: 'all',
    kinds: 'all',
    tagline: 'Het huismerk van Toonbank: goede kwaliteit voor een scherpe prijs.',
    colors: ['#2E7D32', '#FDD835'],
    popularRank: 2,
    weight: 1.5,
  },
  {
    name: 'geen merk',
    animals: 'all',
    kinds: ['accessory', 'toy', 'equipment', 'care'],
    tagline: '',
    colors: ['#9E9E9E', '#FFFFFF'],
    weight: 0.4,
  },
  {
    name: '',
    url: 'zonder-merknaam',
    animals: 'all',
    kinds: ['accessory', 'pos'],
    tagline: '',
    colors: ['#BDBDBD', '#FFFFFF'],
    weight: 0.2,
  },
];

/** Brands that make `kind` products for `animal`. */
export function brandServes(brand: BrandDef, animal: AnimalId, kind: KindId): boolean {
  const animalOk = brand.animals === 'all' || brand.animals.includes(animal);
  const kindOk = brand.kinds === 'all' || brand.kinds.includes(kind);
  return animalOk && kindOk;
}
