/**
 * The category tree of the demo shop: animal (level 1) → group (level 2) →
 * leaf (level 3). Products hang on leaves; each leaf names its product kind
 * and the nouns its products are called by.
 */
import { SIZES, g, graded, kg, litre, ml, multi, type KindId, type SizeOption, type TextGroup } from './kinds.ts';

export type AnimalId = 'hond' | 'kat' | 'knaagdier' | 'vogel' | 'vis' | 'paard';

export interface LeafDef {
  name: string;
  kind: KindId;
  /** Texts of another pool than the kind's, where the kind's would not fit (water tests are no 'care' for a coat). */
  textGroup?: TextGroup;
  nouns: readonly string[];
  /** Relative share of the products (default 1). */
  weight?: number;
  sizes?: readonly SizeOption[];
  features?: readonly string[];
  /** Life stages for food names; defaults to the animal's stages. */
  stages?: readonly string[];
  flavours?: readonly string[];
  /** Products come in colours (name suffix, colorHex, Color variants). */
  colored?: boolean;
  /** Fixed facet values for every product of the leaf. */
  tags?: Readonly<Record<string, readonly string[]>>;
  /** List price incl. VAT of the first size in cents, when the kind's range does not fit. */
  priceCents?: readonly [number, number];
  /** Fixed composition text instead of a generated ingredient list (minerals, hay). */
  composition?: string;
}

export interface GroupDef {
  name: string;
  leaves: readonly LeafDef[];
}

export interface AnimalDef {
  id: AnimalId;
  name: string;
  /** 'honden': used in texts. */
  plural: string;
  weight: number;
  stages: readonly string[];
  flavours: readonly string[];
  groups: readonly GroupDef[];
}

const DOG_STAGES = ['Puppy', 'Junior', 'Adult', 'Adult', 'Senior', 'Mini Adult', 'Maxi Adult', 'Light', 'Active'];
const CAT_STAGES = ['Kitten', 'Adult', 'Adult', 'Senior', 'Sterilised', 'Indoor', 'Light'];

export const CATALOG: readonly AnimalDef[] = [
  {
    id: 'hond',
    name: 'Hond',
    plural: 'honden',
    weight: 30,
    stages: DOG_STAGES,
    flavours: [
      'Kip & Rijst',
      'Lam & Rijst',
      'Zalm & Aardappel',
      'Eend & Zoete Aardappel',
      'Kalkoen',
      'Rund',
      'Hert & Wild',
      'Witvis',
      'Konijn',
      'Varken & Appel',
    ],
    groups: [
      {
        name: 'Voeding',
        leaves: [
          {
            name: 'Droogvoer',
            kind: 'dryFood',
            weight: 9,
            nouns: ['Brokkenmix', 'Krokante Brokjes', 'Compleet Menu', 'Vitaal Brok', 'Geperste Brok', 'Natuurvoer'],
          },
          {
            name: 'Natvoer',
            kind: 'wetFood',
            weight: 5,
            nouns: ['Blikvoer', 'Maaltijdkuipje', 'Stoofpotje', 'Vleesmenu', 'Hondenpaté'],
            stages: ['Adult', 'Puppy', 'Senior', ''],
          },
          {
            name: 'Graanvrij voer',
            kind: 'dryFood',
            weight: 4,
            nouns: ['Graanvrij Menu', 'Graanvrije Brokjes', 'Puur Vlees Brok'],
            tags: { suitableFor: ['Graanvrij'] },
          },
          {
            name: 'Puppyvoer',
            kind: 'dryFood',
            weight: 3,
            nouns: ['Puppybrok', 'Opgroeimenu', 'Puppy Starter'],
            stages: ['Puppy', 'Junior', 'Puppy Mini', 'Puppy Maxi'],
            tags: { suitableFor: ['Puppy'] },
          },
          {
            name: 'Seniorvoer',
            kind: 'dryFood',
            weight: 2,
            nouns: ['Seniorbrok', 'Vitaal Menu', 'Gouden Jaren Brok'],
            stages: ['Senior', 'Senior 7+', 'Senior 10+'],
            tags: { suitableFor: ['Senior'] },
          },
          {
            name: 'Dieetvoer',
            kind: 'dryFood',
            weight: 2,
            nouns: ['Dieetvoer Nier', 'Dieetvoer Maag & Darm', 'Hypoallergeen Menu', 'Gewichtsbeheersing'],
            stages: ['Adult', 'Senior'],
            tags: { suitableFor: ['Gevoelige maag'] },
          },
        ],
      },
      {
        name: 'Snacks',
        leaves: [
          {
            name: 'Kauwsnacks',
            priceCents: [99, 399],
            kind: 'snack',
            weight: 3,
            nouns: ['Kauwstaaf', 'Runderoor', 'Buffelhoorn', 'Kauwbot', 'Gedroogde Pens', 'Kauwrol'],
            flavours: ['Naturel', 'Gerookt', 'Gevuld', 'XL'],
            sizes: SIZES.chew,
          },
          { name: 'Trainingssnacks', kind: 'snack', weight: 2, nouns: ['Trainers', 'Beloningsbrokjes', 'Mini Trainers', 'Zachte Hapjes'] },
          { name: 'Koekjes', kind: 'snack', nouns: ['Hondenkoekjes', 'Mergkoekjes', 'Botjes', 'Krakelingen'] },
          { name: 'Gedroogd vlees', kind: 'snack', nouns: ['Kipfilet Strips', 'Eendenborst Chips', 'Lamsvlees Reepjes', 'Visknabbels'] },
          {
            name: 'Gebitssnacks',
            kind: 'snack',
            nouns: ['Dental Sticks', 'Gebitsstaafjes', 'Kauwtandenborstel'],
            tags: { effect: ['Gezond gebit'] },
          },
        ],
      },
      {
        name: 'Speelgoed',
        leaves: [
          { name: 'Ballen', kind: 'toy', weight: 2, nouns: ['Tennisbal', 'Rubberen Bal', 'Piepbal', 'Springbal'], colored: true },
          { name: 'Knuffels', kind: 'toy', nouns: ['Knuffel Eend', 'Knuffel Vos', 'Piepknuffel', 'Knuffelbot'], colored: true },
          { name: 'Touwen & trekspeelgoed', kind: 'toy', nouns: ['Flostouw', 'Trektouw', 'Knooptouw'], colored: true },
          { name: 'Werpspeelgoed', kind: 'toy', nouns: ['Frisbee', 'Werpstok', 'Apporteerdummy'], colored: true },
          {
            name: 'Denkspellen',
            priceCents: [999, 2499],
            kind: 'toy',
            nouns: ['Snuffelmat', 'Likmat', 'Puzzelbord', 'Traktatiebal'],
            sizes: SIZES.single,
            features: ['Level 1', 'Level 2', 'Level 3', 'Vaatwasserbestendig'],
          },
        ],
      },
      {
        name: 'Verzorging',
        leaves: [
          { name: 'Shampoo & vachtverzorging', kind: 'care', weight: 2, nouns: ['Shampoo', 'Conditioner', 'Vachtspray', 'Droogshampoo'] },
          {
            name: 'Borstels & kammen',
            priceCents: [499, 1799],
            kind: 'accessory',
            nouns: ['Slickerborstel', 'Kam', 'Ontklitter', 'Vachtborstel'],
            sizes: SIZES.single,
          },
          {
            name: 'Vlooien & teken',
            kind: 'care',
            nouns: ['Antivlooienspray', 'Vlooienshampoo', 'Omgevingsspray', 'Tekenlotion'],
            tags: { effect: ['Vlooien & teken'] },
          },
          { name: 'Oren & ogen', kind: 'care', nouns: ['Oorreiniger', 'Oogreiniger', 'Oorspoeling'] },
          { name: 'Supplementen', kind: 'supplement', nouns: ['Gewrichtssupplement', 'Vachtolie', 'Probiotica', 'Multivitamine'] },
        ],
      },
      {
        name: 'Manden & kussens',
        leaves: [
          { name: 'Manden', kind: 'bed', weight: 2, nouns: ['Hondenmand', 'Orthopedische Mand', 'Donut Mand'], colored: true },
          { name: 'Kussens', kind: 'bed', nouns: ['Hondenkussen', 'Ligkussen', 'Koelmat'], colored: true },
          {
            name: 'Dekens',
            priceCents: [999, 1999],
            kind: 'bed',
            nouns: ['Fleecedeken', 'Plaid', 'Reisdeken'],
            sizes: SIZES.letters,
            colored: true,
          },
          {
            name: 'Benches',
            priceCents: [2999, 7999],
            kind: 'equipment',
            nouns: ['Draadbench', 'Transportbench', 'Opvouwbare Bench'],
            sizes: SIZES.letters,
          },
        ],
      },
      {
        name: 'Op pad',
        leaves: [
          {
            name: 'Halsbanden',
            kind: 'accessory',
            weight: 2,
            nouns: ['Halsband Leer', 'Halsband Nylon', 'Reflecterende Halsband'],
            colored: true,
          },
          { name: 'Tuigen', kind: 'accessory', weight: 2, nouns: ['Y-Tuig', 'Anti-Trektuig', 'Reflectietuig'], colored: true },
          { name: 'Riemen', kind: 'accessory', nouns: ['Looplijn', 'Rollijn', 'Verstelbare Riem', 'Sleeplijn'], colored: true },
          {
            name: 'Reisaccessoires',
            priceCents: [299, 1999],
            kind: 'accessory',
            nouns: ['Reisdrinkfles', 'Opvouwbare Bak', 'Autostoelhoes', 'Poepzakjes'],
            sizes: SIZES.single,
          },
        ],
      },
      {
        name: 'Voer- & drinkbakken',
        leaves: [
          {
            name: 'Voerbakken',
            priceCents: [399, 1499],
            kind: 'accessory',
            nouns: ['RVS Voerbak', 'Anti-Schrokbak', 'Keramische Voerbak'],
            sizes: SIZES.letters,
          },
          {
            name: 'Drinkbakken',
            priceCents: [499, 3499],
            kind: 'accessory',
            nouns: ['Drinkfontein', 'Drinkbak', 'Anti-Mors Drinkbak'],
            sizes: SIZES.letters,
          },
          {
            name: 'Voercontainers',
            priceCents: [1499, 2999],
            kind: 'equipment',
            nouns: ['Voerton', 'Voorraadcontainer'],
            sizes: [kg(5), kg(10), kg(15)].map((s, i) => ({ ...s, unit: 'stuk' as const, content: 1, scale: 1 + i * 0.4 })),
          },
        ],
      },
    ],
  },
  {
    id: 'kat',
    name: 'Kat',
    plural: 'katten',
    weight: 25,
    stages: CAT_STAGES,
    flavours: ['Kip', 'Zalm', 'Tonijn', 'Kalkoen', 'Eend', 'Lam', 'Rund', 'Forel', 'Kabeljauw', 'Konijn'],
    groups: [
      {
        name: 'Voeding',
        leaves: [
          {
            name: 'Droogvoer',
            kind: 'dryFood',
            weight: 7,
            nouns: ['Kattenbrok', 'Krokante Brokjes', 'Compleet Menu', 'Vitaal Brok'],
            sizes: SIZES.catDry,
          },
          {
            name: 'Natvoer',
            kind: 'wetFood',
            weight: 7,
            nouns: ['Maaltijdzakje', 'Blikvoer', 'Kuipje', 'Kattenpaté', 'Multipack'],
            stages: ['Adult', 'Kitten', 'Senior', 'Sterilised', ''],
          },
          {
            name: 'Kittenvoer',
            kind: 'dryFood',
            weight: 2,
            nouns: ['Kittenbrok', 'Opgroeimenu'],
            stages: ['Kitten', 'Junior'],
            sizes: SIZES.catDry,
            tags: { suitableFor: ['Kitten'] },
          },
          {
            name: 'Dieetvoer',
            kind: 'dryFood',
            weight: 2,
            nouns: ['Urinary Care', 'Hairball Control', 'Gevoelige Maag Menu', 'Nierdieet'],
            stages: ['Adult', 'Senior'],
            sizes: SIZES.catDry,
            tags: { suitableFor: ['Gevoelige maag'] },
          },
        ],
      },
      {
        name: 'Snacks',
        leaves: [
          {
            name: 'Kattensnoepjes',
            priceCents: [149, 349],
            kind: 'snack',
            weight: 2,
            nouns: ['Kattensnoepjes', 'Knabbelkussentjes', 'Crunchies'],
            sizes: [g(50), g(60), g(80), g(150)],
          },
          {
            name: 'Sticks & creamy snacks',
            priceCents: [199, 449],
            kind: 'snack',
            nouns: ['Vleessticks', 'Creamy Snack', 'Likbare Snack'],
            sizes: [multi(4, 15), multi(6, 5), multi(12, 15)],
          },
          {
            name: 'Kattengras & -kruid',
            kind: 'plant',
            textGroup: 'herb',
            nouns: ['Kattengras', 'Kattenkruid', 'Valeriaan'],
            features: ['in Pot', 'Zaaiset', 'Gedroogd', ''],
          },
        ],
      },
      {
        name: 'Speelgoed',
        leaves: [
          {
            name: 'Hengels',
            priceCents: [299, 999],
            kind: 'toy',
            nouns: ['Kattenhengel', 'Verenhengel', 'Vishengel'],
            sizes: SIZES.single,
            colored: true,
          },
          {
            name: 'Muisjes & balletjes',
            priceCents: [149, 499],
            kind: 'toy',
            weight: 2,
            nouns: ['Speelmuis', 'Rammelbal', 'Kattenkruidmuis', 'Knisperbal'],
            sizes: SIZES.chew,
            colored: true,
          },
          {
            name: 'Interactief speelgoed',
            priceCents: [699, 2999],
            kind: 'toy',
            nouns: ['Laserpen', 'Speeltunnel', 'Snuffelbal', 'Speelcircuit'],
            sizes: SIZES.single,
          },
        ],
      },
      {
        name: 'Kattenbak & grit',
        leaves: [
          {
            name: 'Kattengrit',
            kind: 'litter',
            weight: 4,
            nouns: ['Klontvormend Grit', 'Silica Kattenbakvulling', 'Houtkorrels', 'Plantaardig Grit'],
          },
          {
            name: 'Kattenbakken',
            priceCents: [999, 2999],
            kind: 'equipment',
            nouns: ['Kattenbak Open', 'Kattenbak met Kap', 'Hoekkattenbak'],
            sizes: SIZES.letters,
            colored: true,
          },
          {
            name: 'Kattenbakaccessoires',
            priceCents: [199, 1299],
            kind: 'accessory',
            nouns: ['Grit Schepje', 'Kattenbakzakken', 'Kattenbakmat'],
            sizes: SIZES.single,
          },
        ],
      },
      {
        name: 'Krabpalen & manden',
        leaves: [
          {
            name: 'Krabpalen',
            priceCents: [1999, 3999],
            kind: 'equipment',
            weight: 2,
            nouns: ['Krabpaal', 'Krabton', 'Krabpaal Plafondhoog'],
            sizes: graded('60 cm', '90 cm', '140 cm', '180 cm'),
            colored: true,
          },
          {
            name: 'Kattenmanden',
            priceCents: [1299, 2999],
            kind: 'bed',
            nouns: ['Kattenmand', 'Iglo Mand', 'Radiatorhangmat'],
            sizes: graded('40 cm', '50 cm', '60 cm'),
            colored: true,
          },
          {
            name: 'Krabplanken',
            priceCents: [399, 1499],
            kind: 'accessory',
            nouns: ['Krabplank', 'Krabmat', 'Krabkarton'],
            sizes: SIZES.single,
          },
        ],
      },
      {
        name: 'Verzorging',
        leaves: [
          { name: 'Vachtverzorging', kind: 'care', nouns: ['Kattenshampoo', 'Vachtspray', 'Vachtlotion'] },
          {
            name: 'Vlooien & teken',
            kind: 'care',
            nouns: ['Vlooienshampoo', 'Antivlooienspray', 'Omgevingsspray'],
            tags: { effect: ['Vlooien & teken'] },
          },
          {
            name: 'Supplementen',
            kind: 'supplement',
            nouns: ['Anti-Haarbal Pasta', 'Multivitamine Pasta', 'Urinewegen Support'],
            sizes: [g(50), g(100), g(200)],
          },
        ],
      },
    ],
  },
  {
    id: 'knaagdier',
    name: 'Knaagdier',
    plural: 'knaagdieren',
    weight: 12,
    stages: ['Junior', 'Adult', 'Senior'],
    flavours: ['Wortel', 'Paardenbloem', 'Appel', 'Timothee', 'Peterselie', 'Bieslook', 'Kamille'],
    groups: [
      {
        name: 'Voeding',
        leaves: [
          {
            name: 'Konijnenvoer',
            kind: 'feed',
            weight: 3,
            nouns: ['Konijnenkorrel', 'Konijnenmuesli', 'Vezelrijke Korrel'],
            tags: { suitableFor: ['Konijn'] },
          },
          {
            name: 'Caviavoer',
            kind: 'feed',
            weight: 2,
            nouns: ['Caviakorrel', 'Cavia Muesli', 'Cavia Compleet'],
            tags: { suitableFor: ['Cavia'] },
          },
          {
            name: 'Hamster- & muizenvoer',
            kind: 'feed',
            nouns: ['Hamstermix', 'Muizenvoer', 'Dwerghamstermix', 'Rattenvoer'],
            sizes: [g(500), kg(1), kg(2.5)],
            tags: { suitableFor: ['Hamster', 'Muis', 'Rat'] },
          },
          {
            name: 'Hooi',
            composition: 'Gedroogd weidegras (100%), zonder toevoegingen.',
            priceCents: [249, 549],
            kind: 'feed',
            weight: 3,
            nouns: ['Weidehooi', 'Timothee Hooi', 'Kruidenhooi', 'Alfalfa'],
            sizes: SIZES.hay,
          },
        ],
      },
      {
        name: 'Snacks',
        leaves: [
          {
            name: 'Knaagstokjes',
            priceCents: [149, 349],
            kind: 'snack',
            nouns: ['Knaagstokje', 'Honingstick', 'Fruitstick'],
            sizes: SIZES.chew,
          },
          {
            name: 'Groentesnacks',
            kind: 'snack',
            nouns: ['Gedroogde Wortel', 'Groentemix', 'Paardenbloemwortel'],
            sizes: [g(50), g(100), g(250)],
          },
        ],
      },
      {
        name: 'Verblijven',
        leaves: [
          { name: 'Kooien', kind: 'equipment', weight: 2, nouns: ['Konijnenkooi', 'Caviakooi', 'Hamsterkooi'] },
          {
            name: 'Hokken & rennen',
            priceCents: [7999, 17999],
            kind: 'equipment',
            nouns: ['Buitenhok', 'Ren', 'Hok met Ren'],
            sizes: graded('100 cm', '150 cm', '200 cm'),
          },
        ],
      },
      {
        name: 'Bodembedekking',
        leaves: [{ name: 'Bodembedekking', kind: 'bedding', weight: 2, nouns: ['Houtvezel', 'Hennepvezel', 'Strooisel', 'Stro'] }],
      },
      {
        name: 'Accessoires',
        leaves: [
          {
            name: 'Drinkflessen',
            priceCents: [299, 699],
            kind: 'accessory',
            nouns: ['Drinkfles', 'Drinkfles met Houder'],
            sizes: [ml(150), ml(300), ml(600)].map((s, i) => ({ ...s, unit: 'stuk' as const, content: 1, scale: 1 + i * 0.3 })),
          },
          {
            name: 'Hooiruiven & voerbakken',
            priceCents: [299, 999],
            kind: 'accessory',
            nouns: ['Hooiruif', 'Voerbak', 'Hooizak'],
            sizes: SIZES.letters,
          },
          {
            name: 'Huisjes & speelgoed',
            priceCents: [199, 1499],
            kind: 'toy',
            nouns: ['Knaaghuisje', 'Tunnel', 'Loopwiel', 'Hooibal'],
            sizes: SIZES.letters,
          },
        ],
      },
    ],
  },
  {
    id: 'vogel',
    name: 'Vogel',
    plural: 'vogels',
    weight: 10,
    stages: [''],
    flavours: ['Honing', 'Fruit', 'Appel', 'Sesam', 'Ei'],
    groups: [
      {
        name: 'Voeding',
        leaves: [
          {
            name: 'Zaadmengsels',
            priceCents: [199, 499],
            kind: 'feed',
            weight: 3,
            nouns: ['Parkietenzaad', 'Kanariezaad', 'Papegaaienmix', 'Tropische Vogelmix', 'Agapornidenmix'],
            sizes: SIZES.seed,
          },
          {
            name: 'Eivoer',
            priceCents: [299, 599],
            kind: 'feed',
            nouns: ['Eivoer', 'Zacht Eivoer', 'Kweekvoer'],
            sizes: [g(250), g(500), kg(1), kg(5)],
          },
          {
            name: 'Buitenvogelvoer',
            kind: 'feed',
            weight: 3,
            nouns: ['Strooivoer', 'Vetbollen', 'Pindakaasrepen', 'Zonnepitten', 'Meelwormen'],
            tags: { suitableFor: ['Tuinvogels'] },
          },
        ],
      },
      {
        name: 'Snacks',
        leaves: [
          {
            name: 'Trosgierst & sticks',
            priceCents: [149, 399],
            kind: 'snack',
            nouns: ['Trosgierst', 'Zaadstick', 'Honingring'],
            sizes: [g(100), g(250), g(500)],
          },
        ],
      },
      {
        name: 'Kooien & accessoires',
        leaves: [
          { name: 'Vogelkooien', kind: 'equipment', nouns: ['Parkietenkooi', 'Volière', 'Kanariekooi'] },
          {
            name: 'Zitstokken & speelgoed',
            priceCents: [199, 899],
            kind: 'toy',
            nouns: ['Zitstok', 'Schommel', 'Vogelspiegel', 'Ladder'],
            sizes: SIZES.single,
            colored: true,
          },
          {
            name: 'Nestkastjes',
            priceCents: [999, 2999],
            kind: 'equipment',
            nouns: ['Nestkast', 'Mezenkastje', 'Voederhuisje'],
            sizes: SIZES.single,
            tags: { suitableFor: ['Tuinvogels'] },
          },
        ],
      },
      {
        name: 'Verzorging',
        leaves: [
          {
            name: 'Vitaminen',
            priceCents: [399, 899],
            kind: 'supplement',
            nouns: ['Vitaminedruppels', 'Ruipoeder', 'Kalkpoeder'],
            sizes: [ml(50), ml(100), g(250)],
          },
          {
            name: 'Grit & schelpen',
            textGroup: 'mineral',
            composition: 'Gemalen oesterschelp, kalksteengrit, houtskool, sepia.',
            priceCents: [199, 499],
            kind: 'feed',
            nouns: ['Maagkiezel', 'Sepia', 'Schelpengrit'],
            sizes: [g(500), kg(2.5), kg(10)],
          },
        ],
      },
    ],
  },
  {
    id: 'vis',
    name: 'Vis',
    plural: 'vissen',
    weight: 12,
    stages: [''],
    flavours: [''],
    groups: [
      {
        name: 'Voeding',
        leaves: [
          {
            name: 'Vlokvoer',
            kind: 'fishFood',
            weight: 2,
            nouns: ['Vlokvoer', 'Tropisch Vlokvoer', 'Goudvisvlokken'],
            tags: { suitableFor: ['Aquarium'] },
          },
          {
            name: 'Korrelvoer',
            kind: 'fishFood',
            nouns: ['Korrelvoer', 'Bodemtabletten', 'Granulaat'],
            tags: { suitableFor: ['Aquarium'] },
          },
          {
            name: 'Vijvervoer',
            priceCents: [799, 1599],
            kind: 'fishFood',
            weight: 2,
            nouns: ['Vijversticks', 'Koivoer', 'Vijverpellets'],
            sizes: [litre(1), litre(5), litre(10), litre(40)],
            tags: { suitableFor: ['Vijver'] },
          },
        ],
      },
      {
        name: 'Aquarium',
        leaves: [
          {
            name: 'Aquaria',
            priceCents: [3999, 8999],
            kind: 'equipment',
            nouns: ['Aquarium', 'Nano Aquarium', 'Aquarium Combinatie'],
            sizes: SIZES.aquarium,
          },
          {
            name: 'Filters & pompen',
            priceCents: [1499, 4999],
            kind: 'equipment',
            nouns: ['Binnenfilter', 'Buitenfilter', 'Luchtpomp'],
            sizes: SIZES.letters,
          },
          {
            name: 'Verwarming & verlichting',
            priceCents: [1499, 3999],
            kind: 'equipment',
            nouns: ['Aquariumverwarmer', 'LED Verlichting', 'Thermometer'],
            sizes: SIZES.letters,
          },
        ],
      },
      {
        name: 'Waterbehandeling',
        leaves: [
          {
            name: 'Waterverbeteraars',
            kind: 'care',
            textGroup: 'water',
            nouns: ['Waterverbeteraar', 'Bacteriestarter', 'Algenbestrijder'],
            features: ['Aqua', 'Bio', 'Vijver', 'Nano', ''],
          },
          {
            name: 'Watertesten',
            priceCents: [699, 3499],
            kind: 'care',
            textGroup: 'water',
            nouns: ['Teststrips', 'Druppeltest', 'Testset'],
            sizes: SIZES.single,
            features: ['6-in-1', 'Nitriet', 'pH', 'Complete Set'],
          },
        ],
      },
      {
        name: 'Decoratie',
        leaves: [
          { name: 'Aquariumplanten', kind: 'plant', weight: 2, nouns: ['Javavaren', 'Anubias', 'Vallisneria', 'Mosbal', 'Cryptocoryne'] },
          {
            name: 'Grind & zand',
            priceCents: [299, 699],
            kind: 'bedding',
            textGroup: 'substrate',
            nouns: ['Aquariumgrind', 'Aquariumzand', 'Bodemgrond'],
            sizes: [kg(2), kg(5), kg(10), kg(25)],
            features: ['Naturel', 'Zwart', 'Wit', 'Rivierzand'],
          },
          {
            name: 'Ornamenten',
            priceCents: [299, 1499],
            kind: 'toy',
            textGroup: 'decoration',
            nouns: ['Decoratiewortel', 'Aquariumsteen', 'Schatkist', 'Grot'],
            sizes: SIZES.letters,
            features: ['Naturel', 'Lava', 'Keramiek'],
          },
        ],
      },
      {
        name: 'Vijver',
        leaves: [
          {
            name: 'Vijverpompen',
            priceCents: [4999, 12999],
            kind: 'equipment',
            nouns: ['Vijverpomp', 'Fonteinpomp', 'Filterpomp'],
            sizes: graded('1500 l/u', '3000 l/u', '6000 l/u', '10000 l/u'),
          },
          {
            name: 'Vijverfilters',
            priceCents: [8999, 19999],
            kind: 'equipment',
            nouns: ['Drukfilter', 'UV-C Filter', 'Doorloopfilter'],
            sizes: graded('5000 liter', '10000 liter', '20000 liter'),
          },
        ],
      },
    ],
  },
  {
    id: 'paard',
    name: 'Paard',
    plural: 'paarden',
    weight: 11,
    stages: ['Veulen', 'Sport', 'Senior', 'Recreatie'],
    flavours: ['Appel', 'Wortel', 'Banaan', 'Munt', 'Kruiden', 'Anijs'],
    groups: [
      {
        name: 'Voeding',
        leaves: [
          {
            name: 'Brokken',
            priceCents: [1599, 2899],
            kind: 'feed',
            weight: 2,
            nouns: ['Sportbrok', 'Onderhoudsbrok', 'Seniorbrok', 'Fokmerriebrok'],
            sizes: SIZES.horseFeed,
          },
          {
            name: 'Muesli',
            priceCents: [1699, 3199],
            kind: 'feed',
            nouns: ['Paardenmuesli', 'Vezelmuesli', 'Graanvrije Muesli'],
            sizes: SIZES.horseFeed,
          },
          {
            name: 'Ruwvoer',
            composition: 'Gedroogde luzerne en weidegras, licht gemelasseerd.',
            priceCents: [1299, 2199],
            kind: 'feed',
            nouns: ['Luzerne', 'Hooibrok', 'Haksel'],
            sizes: [kg(12.5), kg(15), kg(20)],
          },
        ],
      },
      {
        name: 'Supplementen',
        leaves: [
          {
            name: 'Supplementen',
            kind: 'supplement',
            priceCents: [1999, 4499],
            weight: 2,
            nouns: ['Elektrolyten', 'Hoefsupplement', 'Gewrichtssupplement', 'Vitamine E & Selenium'],
            sizes: [kg(1), kg(3), kg(5)],
          },
        ],
      },
      {
        name: 'Snacks',
        leaves: [
          {
            name: 'Paardensnoepjes',
            priceCents: [399, 899],
            kind: 'snack',
            nouns: ['Paardensnoepjes', 'Paardenkoekjes', 'Beloningsbrokjes'],
            sizes: [kg(1), kg(3), kg(10)],
          },
          {
            name: 'Likstenen',
            textGroup: 'mineral',
            composition: 'Natriumchloride, calciumcarbonaat, magnesiumoxide, zinkoxide, mangaanoxide, kopersulfaat.',
            priceCents: [399, 999],
            kind: 'feed',
            nouns: ['Liksteen', 'Mineralenliksteen', 'Zoutliksteen'],
            sizes: [kg(2), kg(5), kg(10)],
          },
        ],
      },
      {
        name: 'Verzorging',
        leaves: [
          {
            name: 'Poetsmateriaal',
            priceCents: [299, 1299],
            kind: 'accessory',
            nouns: ['Roskam', 'Manenkam', 'Poetsborstel', 'Hoefkrabber'],
            sizes: SIZES.single,
            colored: true,
          },
          {
            name: 'Hoefverzorging',
            priceCents: [999, 1999],
            kind: 'care',
            nouns: ['Hoefolie', 'Hoefvet', 'Hoefteer'],
            sizes: [ml(500), litre(1), litre(2.5)],
          },
          {
            name: 'Vliegenbestrijding',
            kind: 'care',
            nouns: ['Vliegenspray', 'Vliegengel', 'Insectenlotion'],
            tags: { effect: ['Insectenwerend'] },
          },
        ],
      },
      {
        name: 'Stal & weide',
        leaves: [
          {
            name: 'Emmers & voerbakken',
            priceCents: [499, 1499],
            kind: 'accessory',
            nouns: ['Stalemmer', 'Voerbak', 'Hooinet'],
            sizes: graded('12 liter', '20 liter', '40 liter'),
            colored: true,
          },
          {
            name: 'Stalinrichting',
            priceCents: [1999, 7999],
            kind: 'equipment',
            nouns: ['Zadelrek', 'Hooiruif', 'Drinkbak Automaat'],
            sizes: SIZES.single,
          },
        ],
      },
      {
        name: 'Ruitersport',
        leaves: [
          {
            name: 'Paardendekens',
            priceCents: [3999, 8999],
            kind: 'bed',
            weight: 2,
            nouns: ['Staldeken', 'Regendeken', 'Fleecedeken', 'Zweetdeken'],
            sizes: SIZES.rugCm,
            colored: true,
          },
          {
            name: 'Halsters & touwen',
            priceCents: [999, 2999],
            kind: 'accessory',
            nouns: ['Halster', 'Touwhalster', 'Halstertouw'],
            sizes: graded('Pony', 'Cob', 'Full'),
            colored: true,
          },
        ],
      },
    ],
  },
];
