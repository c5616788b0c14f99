/**
 * Product kinds: how products of a category are named, sized, priced, taxed
 * and pictured. Categories (catalog.ts) pick a kind and add their own nouns.
 */

export type Unit = 'kg' | 'liter' | 'stuk';

export interface SizeOption {
  /** Shown at the end of the product name: '12 kg', '6 x 400 g', 'M', '70 cm'. */
  label: string;
  unit: Unit;
  /** Content of one piece in `unit` (for unit prices). */
  content: number;
  /** Price factor against the first size; computed from `content` when absent. */
  scale?: number;
}

export type KindId =
  | 'dryFood'
  | 'wetFood'
  | 'snack'
  | 'supplement'
  | 'feed'
  | 'fishFood'
  | 'plant'
  | 'toy'
  | 'care'
  | 'accessory'
  | 'bed'
  | 'equipment'
  | 'litter'
  | 'bedding'
  | 'pos';

/** Which pool of description, usage and USP texts a kind uses (texts.ts). */
export type TextGroup =
  | 'dryFood'
  | 'wetFood'
  | 'snack'
  | 'supplement'
  | 'feed'
  | 'mineral'
  | 'toy'
  | 'care'
  | 'water'
  | 'accessory'
  | 'bed'
  | 'equipment'
  | 'litter'
  | 'bedding'
  | 'substrate'
  | 'decoration'
  | 'plant'
  | 'herb'
  | 'pos';

/** Pictogram of the product images (images/product-svg.ts). */
export type ImageShape = 'zak' | 'blik' | 'snack' | 'fles' | 'bal' | 'mand' | 'riem' | 'doos' | 'plant';
export const IMAGE_SHAPES: readonly ImageShape[] = ['zak', 'blik', 'snack', 'fles', 'bal', 'mand', 'riem', 'doos', 'plant'];

/** How variants of one family differ (product_connections.type). */
export type VariantAxis = 'Size' | 'Color' | 'Variant';

export interface KindDef {
  /** Dutch VAT: 9% for animal feed and living plants, 21% for everything else. */
  taxRate: 9 | 21;
  textGroup: TextGroup;
  /** Name pattern; slots: noun, stage, flavour, texture, feature. Empty slots disappear. */
  template: string;
  sizes: readonly SizeOption[];
  features: readonly string[];
  textures?: readonly string[];
  /** Tag key the chosen `feature` is filed under, when it is a facet. */
  featureTag?: string;
  /** List price incl. VAT of the smallest size, in cents. */
  priceCents: readonly [number, number];
  /** Price grows with content^exponent: bigger bags are cheaper per kg. */
  exponent: number;
  axis: VariantAxis;
  image: ImageShape;
  stock: readonly [number, number];
}

const nl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 });

export const kg = (content: number): SizeOption => ({ label: `${nl.format(content)} kg`, unit: 'kg', content });
export const g = (grams: number): SizeOption => ({ label: `${grams} g`, unit: 'kg', content: grams / 1000 });
export const multi = (count: number, grams: number): SizeOption => ({
  label: `${count} x ${grams} g`,
  unit: 'kg',
  content: (count * grams) / 1000,
});
export const ml = (millilitres: number): SizeOption => ({
  label: `${millilitres} ml`,
  unit: 'liter',
  content: millilitres / 1000,
});
export const litre = (litres: number): SizeOption => ({ label: `${nl.format(litres)} liter`, unit: 'liter', content: litres });
export const pieces = (count: number): SizeOption => ({
  label: count === 1 ? '1 stuk' : `${count} stuks`,
  unit: 'stuk',
  content: count,
});
/** Sizes of one piece named by letter or dimension, priced by a growing factor. */
export const graded = (...labels: string[]): SizeOption[] =>
  labels.map((label, index) => ({ label, unit: 'stuk', content: 1, scale: 1 + index * 0.38 + index * index * 0.06 }));

export const SIZES = {
  dogDry: [kg(1), kg(2), kg(3), kg(4), kg(7), kg(12), kg(15)],
  catDry: [g(400), kg(1.5), kg(2), kg(4), kg(7), kg(10)],
  wet: [g(85), g(100), g(150), g(400), g(800), multi(12, 85), multi(6, 400)],
  snack: [g(80), g(100), g(150), g(200), g(500), kg(1)],
  chew: [pieces(1), pieces(3), pieces(5), pieces(10), pieces(25)],
  smallFeed: [g(500), kg(1), kg(2.5), kg(5), kg(10)],
  hay: [kg(1), kg(2.5), kg(5), kg(10)],
  seed: [g(500), kg(1), kg(4), kg(20)],
  horseFeed: [kg(15), kg(20), kg(25)],
  fishFood: [ml(100), ml(250), ml(500), litre(1), litre(5)],
  liquid: [ml(100), ml(200), ml(250), ml(500), litre(1)],
  supplement: [g(100), g(250), g(500), kg(1)],
  litter: [litre(5), litre(10), litre(14), litre(20), litre(40)],
  bedding: [litre(20), litre(60), litre(120)],
  letters: graded('XS', 'S', 'M', 'L', 'XL'),
  bedCm: graded('50 cm', '60 cm', '70 cm', '80 cm', '100 cm', '120 cm'),
  cageCm: graded('60 cm', '80 cm', '100 cm', '120 cm'),
  aquarium: graded('30 liter', '54 liter', '112 liter', '240 liter'),
  rugCm: graded('125 cm', '135 cm', '145 cm', '155 cm', '165 cm'),
  single: [pieces(1)],
} as const satisfies Record<string, readonly SizeOption[]>;

export const KINDS: Record<KindId, KindDef> = {
  dryFood: {
    taxRate: 9,
    textGroup: 'dryFood',
    template: '{noun} {stage} {flavour}',
    sizes: SIZES.dogDry,
    features: [],
    priceCents: [399, 999],
    exponent: 0.78,
    axis: 'Size',
    image: 'zak',
    stock: [10, 600],
  },
  wetFood: {
    taxRate: 9,
    textGroup: 'wetFood',
    template: '{noun} {stage} {flavour} {texture}',
    sizes: SIZES.wet,
    features: [],
    textures: ['in Saus', 'in Gelei', 'Paté', 'Mousse', 'Stukjes', 'Filet in Bouillon'],
    priceCents: [69, 149],
    exponent: 0.82,
    axis: 'Variant',
    image: 'blik',
    stock: [24, 900],
  },
  snack: {
    taxRate: 9,
    textGroup: 'snack',
    template: '{noun} {flavour}',
    sizes: SIZES.snack,
    features: [],
    priceCents: [199, 549],
    exponent: 0.82,
    axis: 'Variant',
    image: 'snack',
    stock: [10, 400],
  },
  supplement: {
    taxRate: 9,
    textGroup: 'supplement',
    template: '{noun} {feature}',
    sizes: SIZES.supplement,
    features: ['Forte', 'Plus', 'Naturel', 'Junior', 'Senior', 'Kuur'],
    featureTag: 'effect',
    priceCents: [695, 1995],
    exponent: 0.75,
    axis: 'Size',
    image: 'fles',
    stock: [5, 200],
  },
  feed: {
    taxRate: 9,
    textGroup: 'feed',
    template: '{noun} {feature}',
    sizes: SIZES.smallFeed,
    features: ['Premium', 'Extra Vezel', 'Naturel', 'Compleet', 'Kruidenrijk', 'Stofarm', ''],
    priceCents: [199, 549],
    exponent: 0.8,
    axis: 'Size',
    image: 'zak',
    stock: [10, 500],
  },
  fishFood: {
    taxRate: 9,
    textGroup: 'feed',
    template: '{noun} {feature}',
    sizes: SIZES.fishFood,
    features: ['Basis', 'Kleurversterkend', 'Premium', 'Spirulina', 'Groei', ''],
    priceCents: [349, 899],
    exponent: 0.7,
    axis: 'Size',
    image: 'fles',
    stock: [8, 300],
  },
  plant: {
    taxRate: 9,
    textGroup: 'plant',
    template: '{noun} {feature}',
    sizes: SIZES.single,
    features: ['in Pot', 'op Wortel', 'op Lavasteen', 'XL', 'Mini'],
    priceCents: [399, 1299],
    exponent: 1,
    axis: 'Variant',
    image: 'plant',
    stock: [0, 60],
  },
  toy: {
    taxRate: 21,
    textGroup: 'toy',
    template: '{noun} {feature}',
    sizes: SIZES.letters,
    features: ['Extra Sterk', 'Drijvend', 'met Pieper', 'Natuurrubber', 'Katoen', 'Gerecycled', 'Knisper', 'Glow'],
    featureTag: 'materiaal',
    priceCents: [299, 1299],
    exponent: 1,
    axis: 'Color',
    image: 'bal',
    stock: [5, 250],
  },
  care: {
    taxRate: 21,
    textGroup: 'care',
    template: '{noun} {feature}',
    sizes: SIZES.liquid,
    features: ['Sensitive', 'Aloë Vera', 'Kokos', 'Neutraal', 'Lavendel', 'Tea Tree', 'Puppy & Kitten'],
    featureTag: 'effect',
    priceCents: [549, 1699],
    exponent: 0.7,
    axis: 'Size',
    image: 'fles',
    stock: [5, 250],
  },
  accessory: {
    taxRate: 21,
    textGroup: 'accessory',
    template: '{noun} {feature}',
    sizes: SIZES.letters,
    features: ['Basic', 'Comfort', 'Pro', 'Deluxe', 'Soft Grip', 'Reflecterend', 'RVS'],
    priceCents: [499, 2499],
    exponent: 1,
    axis: 'Size',
    image: 'riem',
    stock: [3, 150],
  },
  bed: {
    taxRate: 21,
    textGroup: 'bed',
    template: '{noun} {feature}',
    sizes: SIZES.bedCm,
    features: ['Velours', 'Teddy', 'Waterafstotend', 'Ribstof', 'Orthopedisch', 'Wasbaar', 'Eco Katoen'],
    featureTag: 'materiaal',
    priceCents: [1299, 3999],
    exponent: 1,
    axis: 'Color',
    image: 'mand',
    stock: [2, 80],
  },
  equipment: {
    taxRate: 21,
    textGroup: 'equipment',
    template: '{noun} {feature}',
    sizes: SIZES.cageCm,
    features: ['Basic', 'Comfort', 'Pro', 'Complete Set', 'Eco', 'Deluxe'],
    priceCents: [1999, 8999],
    exponent: 1,
    axis: 'Size',
    image: 'doos',
    stock: [0, 40],
  },
  litter: {
    taxRate: 21,
    textGroup: 'litter',
    template: '{noun} {feature}',
    sizes: SIZES.litter,
    features: ['Ongeparfumeerd', 'Babypoeder', 'Lavendel', 'Extra Klontvormend', 'Stofvrij', 'Active Carbon'],
    featureTag: 'effect',
    priceCents: [399, 899],
    exponent: 0.75,
    axis: 'Size',
    image: 'zak',
    stock: [10, 400],
  },
  bedding: {
    taxRate: 21,
    textGroup: 'bedding',
    template: '{noun} {feature}',
    sizes: SIZES.bedding,
    features: ['Stofvrij', 'Extra Absorberend', 'Naturel', 'Geperst', 'Zacht'],
    priceCents: [449, 999],
    exponent: 0.7,
    axis: 'Size',
    image: 'zak',
    stock: [10, 300],
  },
  pos: {
    taxRate: 21,
    textGroup: 'pos',
    template: '{noun} {feature}',
    sizes: SIZES.single,
    features: ['Hond', 'Kat', 'Knaagdier', 'Vogel', 'Vis', 'Paard', 'Toonbank'],
    priceCents: [0, 4999],
    exponent: 1,
    axis: 'Variant',
    image: 'doos',
    stock: [20, 500],
  },
};

/** Colours of colour variants; hex for the swatch. */
export const COLORS: readonly { name: string; hex: string }[] = [
  { name: 'Rood', hex: '#C62828' },
  { name: 'Blauw', hex: '#1565C0' },
  { name: 'Groen', hex: '#2E7D32' },
  { name: 'Zwart', hex: '#212121' },
  { name: 'Roze', hex: '#EC407A' },
  { name: 'Oranje', hex: '#EF6C00' },
  { name: 'Grijs', hex: '#757575' },
  { name: 'Beige', hex: '#D7CCC8' },
  { name: 'Paars', hex: '#6A1B9A' },
  { name: 'Geel', hex: '#F9A825' },
  { name: 'Bruin', hex: '#6D4C41' },
  { name: 'Turquoise', hex: '#00897B' },
];
