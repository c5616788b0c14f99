import type { FieldTranslations } from '@toonbank/domain/content-culture';
import { slugify } from '@toonbank/domain/slug';
import type { webNodes } from '../schema/catalogue.ts';
import { CATALOG, type AnimalDef, type AnimalId, type GroupDef, type LeafDef } from './data/catalog.ts';
import { ANIMALS, CATEGORY_NAMES, SPECIAL_DESCRIPTIONS, type Pair } from './data/translations.ts';
import { addDays } from './dates.ts';
import { categoryBannerFile, imageUrl } from './images/paths.ts';

export type WebNodeRow = typeof webNodes.$inferInsert & { id: number };

/** A leaf category with everything product generation needs. */
export interface LeafNode {
  id: number;
  url: string;
  animal: AnimalDef;
  group: GroupDef;
  leaf: LeafDef;
}

/**
 * Special web nodes (§3 Config "special web nodes", §9 special category codes).
 * They are level-1 nodes after the animals (sortOrder ≥ 100); the `specialWebNodes`
 * setting maps each key to its id, code and url. Keys follow the spec's names
 * (actie, meer=minder, op=op, homePopular, sampleProducts, dailyDiscount, kassakoopjes)
 * plus nieuw, extraMenu ('Extra_menu_1'), posMateriaal and zomeractie.
 */
export const SPECIAL_NODES = {
  actie: { code: 'Aanbiedingen', name: 'Aanbiedingen', url: 'aanbiedingen', description: 'Alle aanbiedingen en acties van dit moment.' },
  nieuw: { code: 'Nieuw', name: 'Nieuw', url: 'nieuw', description: 'Net binnen: de nieuwste producten in ons assortiment.' },
  'meer=minder': {
    code: 'meer=minder',
    name: 'Meer = minder',
    url: 'meer-minder',
    description: 'Hoe meer je bestelt, hoe minder je per stuk betaalt.',
  },
  'op=op': { code: 'op=op', name: 'Op = op', url: 'op-op', description: 'Uitlopende producten: op is op.' },
  homePopular: {
    code: 'homePopular',
    name: 'Populair',
    url: 'populair',
    description: 'De best verkochte producten van de afgelopen weken.',
  },
  sampleProducts: {
    code: 'sampleProducts',
    name: 'Gratis proefmonsters',
    url: 'proefmonsters',
    description: 'Kies gratis proefmonsters bij je bestelling.',
  },
  dailyDiscount: { code: 'dailyDiscount', name: 'Dagaanbieding', url: 'dagaanbieding', description: 'Alleen vandaag extra voordelig.' },
  kassakoopjes: {
    code: 'kassakoopjes',
    name: 'Kassakoopjes',
    url: 'kassakoopjes',
    description: 'Handige kleine extraatjes om bij je bestelling te doen.',
  },
  extraMenu: { code: 'Extra_menu_1', name: 'Meer', url: 'meer', description: 'Extra assortiment voor zakelijke klanten.' },
  posMateriaal: {
    code: 'POS_MATERIAAL',
    name: 'POS-materiaal',
    url: 'meer/pos-materiaal',
    description: 'Displays, schapstroken en folders voor je winkel.',
  },
  zomeractie: { code: 'Zomeractie', name: 'Zomeractie', url: 'zomeractie', description: 'Afgelopen zomeractie.' },
} as const;

export type SpecialNodeKey = keyof typeof SPECIAL_NODES;
export type SpecialNodeIds = Record<SpecialNodeKey, number>;

export interface WebNodeTree {
  rows: WebNodeRow[];
  leaves: LeafNode[];
  special: SpecialNodeIds;
}

/** The animal → group → leaf tree plus the special nodes, with explicit ids from 1. */
export function buildWebNodes(reference: Date): WebNodeTree {
  const rows: WebNodeRow[] = [];
  const leaves: LeafNode[] = [];
  const add = (row: Omit<WebNodeRow, 'id'>): number => {
    const id = rows.length + 1;
    rows.push({ id, ...row });
    return id;
  };

  CATALOG.forEach((animal, animalIndex) => {
    const animalUrl = slugify(animal.id);
    const animalId = add({
      parentId: null,
      code: codeOf(animalUrl),
      name: animal.name,
      url: animalUrl,
      level: 1,
      sortOrder: animalIndex + 1,
      description: `Alles voor je ${animal.name.toLowerCase()}: voeding, snacks, verzorging en meer, van A-merken en ons eigen huismerk.`,
      banner: imageUrl(categoryBannerFile(animal.id)),
      translations: {
        fr: {
          name: ANIMALS[animal.id].fr.name,
          description: `${ANIMALS[animal.id].fr.all} : alimentation, friandises, soins et plus encore, de grandes marques et de notre propre marque.`,
        },
        en: {
          name: ANIMALS[animal.id].en.name,
          description: `${ANIMALS[animal.id].en.all}: food, treats, care and more, from leading brands and our own label.`,
        },
      },
    });
    animal.groups.forEach((group, groupIndex) => {
      const groupUrl = `${animalUrl}/${slugify(group.name)}`;
      const groupId = add({
        parentId: animalId,
        code: codeOf(groupUrl),
        name: group.name,
        url: groupUrl,
        level: 2,
        sortOrder: groupIndex + 1,
        description: `${group.name} voor ${animal.plural}.`,
        translations: categoryTranslations(group.name, animal.id, (name, plural) => [`${name} pour ${plural}.`, `${name} for ${plural}.`]),
      });
      group.leaves.forEach((leaf, leafIndex) => {
        const url = `${groupUrl}/${slugify(leaf.name)}`;
        const id = add({
          parentId: groupId,
          code: codeOf(url),
          name: leaf.name,
          url,
          level: 3,
          sortOrder: leafIndex + 1,
          description: `${leaf.name} voor ${animal.plural}: ruime keuze, scherp geprijsd en snel geleverd.`,
          translations: categoryTranslations(leaf.name, animal.id, (name, plural) => [
            `${name} pour ${plural} : grand choix, prix serrés et livraison rapide.`,
            `${name} for ${plural}: wide choice, sharp prices and fast delivery.`,
          ]),
        });
        leaves.push({ id, url, animal, group, leaf });
      });
    });
  });

  const special = {} as SpecialNodeIds;
  let sortOrder = 100;
  for (const [key, node] of Object.entries(SPECIAL_NODES) as [SpecialNodeKey, (typeof SPECIAL_NODES)[SpecialNodeKey]][]) {
    const isChild = key === 'posMateriaal';
    special[key] = add({
      parentId: isChild ? special.extraMenu : null,
      code: node.code,
      name: node.name,
      url: node.url,
      level: isChild ? 2 : 1,
      sortOrder: sortOrder++,
      description: node.description,
      translations: specialTranslations(node.name, node.description),
      ...specialNodeWindow(key, reference),
    });
  }
  return { rows, leaves, special };
}

/** The daily offer lasts the reference day; the summer campaign ended months ago. */
function specialNodeWindow(key: SpecialNodeKey, reference: Date): Pick<WebNodeRow, 'startDate' | 'endDate'> {
  if (key === 'dailyDiscount') return { startDate: reference, endDate: addDays(reference, 1) };
  if (key === 'zomeractie') return { startDate: addDays(reference, -150), endDate: addDays(reference, -60) };
  return {};
}

/** French and English name and description of a category: its name from the dictionary, the description from a template. */
function categoryTranslations(name: string, animal: AnimalId, describe: (name: string, plural: string) => Pair): FieldTranslations {
  const names = CATEGORY_NAMES[name];
  if (!names) return {};
  const [fr, en] = [describe(names[0], ANIMALS[animal].fr.plural)[0], describe(names[1], ANIMALS[animal].en.plural)[1]];
  return { fr: { name: names[0], description: fr }, en: { name: names[1], description: en } };
}

function specialTranslations(name: string, description: string): FieldTranslations {
  const names = CATEGORY_NAMES[name];
  const descriptions = SPECIAL_DESCRIPTIONS[description];
  if (!names) return {};
  return {
    fr: { name: names[0], ...(descriptions ? { description: descriptions[0] } : {}) },
    en: { name: names[1], ...(descriptions ? { description: descriptions[1] } : {}) },
  };
}

function codeOf(url: string): string {
  return url.toUpperCase().replaceAll('/', '_').replaceAll('-', '_');
}
