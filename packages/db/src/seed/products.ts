/**
 * Product generation: families of one product, or a virtual master with 2-4
 * variants (Size, Color or Variant), each with names, texts, prices, stock,
 * codes, images and their leaf category.
 */
import { toEan13 } from '@toonbank/domain/ean';
import { slugify } from '@toonbank/domain/slug';
import type { productConnections, productImages, products, productWebNodes } from '../schema/catalogue.ts';
import { brandServes } from './data/brands.ts';
import { CATALOG, type AnimalDef, type AnimalId, type LeafDef } from './data/catalog.ts';
import { COLORS, KINDS, g, type KindDef, type KindId, type SizeOption, type VariantAxis } from './data/kinds.ts';
import { SUITABLE_FOR_STAGE } from './data/texts.ts';
import { addDays, addMinutes, isoDay, monthCampaign, quarterCampaign } from './dates.ts';
import { brandUrl, type SeedBrand } from './brands.ts';
import { productImageSet } from './images/paths.ts';
import { charmPrice } from './prices.ts';
import { chooseTexts, dutchTexts, feedingAdvice, ingredientsFor, type Placeholders } from './product-texts.ts';
import { productTranslations, type ProductRecipe } from './product-translations.ts';
import type { Random } from './random.ts';
import type { LeafNode, SpecialNodeIds } from './web-nodes.ts';

/** A seeded product: its front image and visible ratings are kept by the database's triggers (migration 0029). */
export type ProductRow = Omit<typeof products.$inferSelect, 'frontImageUrl' | 'visibleRatings'>;
type ProductImageRow = Omit<typeof productImages.$inferInsert, 'id'>;
export type ProductWebNodeRow = typeof productWebNodes.$inferInsert;
export type ProductConnectionRow = typeof productConnections.$inferInsert;

type ProductRole = 'single' | 'master' | 'variant' | 'sample' | 'voucher' | 'pos';

/** What later steps (pricing, stock, relations, special nodes) need to know about a product. */
export interface ProductMeta {
  id: number;
  role: ProductRole;
  kind: KindId;
  animal: AnimalId;
  leafId: number | null;
  brand: SeedBrand;
}

interface GeneratedProducts {
  rows: ProductRow[];
  meta: ProductMeta[];
  images: ProductImageRow[];
  webNodeLinks: ProductWebNodeRow[];
  /** Variant connections (both directions); 'Interesting' ones come from relations.ts. */
  connections: ProductConnectionRow[];
}

/** How many of the most visited products get French and English names and texts (issue 12 defect 6). */
export const TRANSLATED_PRODUCTS = 200;

/** Share of families that become a variant group (≈10% of products then belong to one). */
const VARIANT_FAMILY_CHANCE = 0.03;

interface Slots {
  noun: string;
  stage: string;
  flavour: string;
  texture: string;
  feature: string;
}

interface FamilyTraits {
  publicationCodes: string[];
  createdAt: Date;
  webshopBanner: string | null;
  weighting: number;
}

interface ProductSpec {
  leafNode: LeafNode | null;
  animal: AnimalDef;
  kindId: KindId;
  brand: SeedBrand;
  slots: Slots;
  size: SizeOption;
  color: { name: string; hex: string } | null;
  priceCents: number;
  traits: FamilyTraits;
  role: ProductRole;
  /** Name parts left out (a master omits what its variants differ in). */
  omit?: VariantAxis;
  number?: string;
  /** Fixed column values for special products (vouchers, samples, POS material). */
  overrides?: Partial<ProductRow>;
}

/** Generates exactly `count` products with ids 1..count. */
export function generateProducts(
  random: Random,
  input: { count: number; reference: Date; leaves: readonly LeafNode[]; brands: readonly SeedBrand[]; special: SpecialNodeIds },
): GeneratedProducts {
  const factory = new ProductFactory(random, input.reference, input.brands);
  const specials = specialCounts(input.count);
  const regularCount = input.count - specials.vouchers - specials.samples - specials.pos;
  const leafWeights = input.leaves.map((leaf) => [leaf, leafWeight(leaf)] as const);
  while (factory.size < regularCount) {
    factory.addFamily(random.weighted(leafWeights), regularCount - factory.size);
  }
  factory.addSamples(specials.samples, input.special.sampleProducts);
  factory.addPosMaterial(specials.pos, input.special.posMateriaal);
  factory.addVouchers(specials.vouchers);
  return factory.result();
}

/**
 * The brands a product of `kind` for `animal` may have: those that make it, else the house brand. Every product
 * has a brand a shopper can see (issue 12 defect 12): 'geen merk' and the nameless brand get no products.
 */
export function brandCandidates(brands: readonly SeedBrand[], animal: AnimalId, kind: KindId): SeedBrand[] {
  const serving = brands.filter((brand) => displayBrandName(brand.def.name) !== '' && brandServes(brand.def, animal, kind));
  return serving.length > 0 ? serving : brands.filter((brand) => brand.def.name === HOUSE_BRAND);
}

export const HOUSE_BRAND = 'Toonbank Select';

/** Free samples: the first two animals' dry food (100 g) and wet food (85 g). */
export const SAMPLE_KINDS = [
  { kind: 'dryFood', size: g(100) },
  { kind: 'wetFood', size: g(85) },
] as const satisfies readonly { kind: KindId; size: SizeOption }[];

/** Fixed-ish numbers of special products, scaled down for tiny catalogues. */
export function specialCounts(total: number): { vouchers: number; samples: number; pos: number } {
  return {
    vouchers: Math.min(3, Math.floor(total / 20)),
    samples: Math.min(10, Math.floor(total / 10)),
    pos: Math.min(40, Math.max(Math.floor(total / 100), Math.min(2, Math.floor(total / 10)))),
  };
}

function leafWeight(leaf: LeafNode): number {
  const leavesInAnimal = leaf.animal.groups.reduce((sum, group) => sum + group.leaves.reduce((s, l) => s + (l.weight ?? 1), 0), 0);
  return (leaf.animal.weight * (leaf.leaf.weight ?? 1)) / leavesInAnimal;
}

class ProductFactory {
  private readonly rows: ProductRow[] = [];
  private readonly meta: ProductMeta[] = [];
  private readonly images: ProductImageRow[] = [];
  private readonly webNodeLinks: ProductWebNodeRow[] = [];
  private readonly connections: ProductConnectionRow[] = [];
  private readonly urls = new Set<string>();
  private readonly eanCounters = new Map<number, number>();
  private readonly nodeCounters = new Map<number, number>();
  private nextNumber = 100_000;
  private readonly candidateCache = new Map<string, (readonly [SeedBrand, number])[]>();
  private readonly banners: (readonly [string | null, number])[];
  private readonly houseBrand: SeedBrand;
  private readonly names = new Set<string>();
  private readonly recipes = new Map<number, ProductRecipe>();

  constructor(
    private readonly random: Random,
    private readonly reference: Date,
    private readonly brands: readonly SeedBrand[],
  ) {
    this.banners = bannerChoices(reference);
    this.houseBrand = this.brandNamed(HOUSE_BRAND);
  }

  get size(): number {
    return this.rows.length;
  }

  /**
   * The most visited products (by weighting, the demo's popularity figure) get French and English names and texts
   * (issue 12 defect 6): at least TRANSLATED_PRODUCTS of them, or all when the catalogue is smaller.
   */
  private translateMostVisited(): void {
    const byPopularity = [...this.rows].sort((a, b) => b.weighting - a.weighting || a.id - b.id);
    let translated = 0;
    for (const row of byPopularity) {
      if (translated >= TRANSLATED_PRODUCTS) break;
      const recipe = this.recipes.get(row.id);
      if (!recipe) continue;
      row.translations = productTranslations(recipe);
      if (row.translations.fr) translated++;
    }
  }

  result(): GeneratedProducts {
    this.translateMostVisited();
    return { rows: this.rows, meta: this.meta, images: this.images, webNodeLinks: this.webNodeLinks, connections: this.connections };
  }

  /** One family: a single product, or (rarely) a virtual master plus 2-4 variants. */
  addFamily(leafNode: LeafNode, room: number): void {
    const { random } = this;
    const { animal, leaf } = leafNode;
    const kind = KINDS[leaf.kind];
    const brand = this.pickBrand(animal.id, leaf.kind);
    const slots = this.pickSlots(animal, leaf, kind);
    const sizes = leaf.sizes ?? kind.sizes;
    const basePrice = random.int(...(leaf.priceCents ?? kind.priceCents));
    const traits = this.familyTraits(brand);
    const base = { leafNode, animal, kindId: leaf.kind, brand, slots, traits };
    const axis = room >= 3 && random.chance(VARIANT_FAMILY_CHANCE) ? this.variantAxis(animal, leaf, kind, sizes) : null;
    if (!axis) {
      const sizeIndex = random.int(0, sizes.length - 1);
      const size = sizes[sizeIndex] as SizeOption;
      const color = leaf.colored ? random.pick(COLORS) : null;
      const priceCents = charmPrice(scalePrice(basePrice, leaf, sizes, sizeIndex, kind), random);
      const [spec] = this.claimNames([{ ...base, size, color, priceCents, role: 'single' }]);
      this.add(spec as ProductSpec);
      return;
    }
    const available =
      axis === 'Size' ? sizes.length : axis === 'Color' ? COLORS.length : this.variantSlot(animal, leaf, kind).values.length;
    this.addVariantGroup(base, axis, sizes, basePrice, Math.min(room - 1, random.int(2, 4), available));
  }

  private addVariantGroup(
    base: Pick<ProductSpec, 'leafNode' | 'animal' | 'kindId' | 'brand' | 'slots' | 'traits'>,
    axis: VariantAxis,
    sizes: readonly SizeOption[],
    basePrice: number,
    count: number,
  ): void {
    const { random } = this;
    const kind = KINDS[base.kindId];
    const leaf = base.leafNode?.leaf;
    const fixedSizeIndex = random.int(0, sizes.length - 1);
    const fixedColor = leaf?.colored && axis !== 'Color' ? random.pick(COLORS) : null;
    const sizeIndexes = axis === 'Size' ? pickIndexes(random, sizes.length, count) : [];
    const colors = axis === 'Color' ? random.sample(COLORS, count) : [];
    const variantSlots = axis === 'Variant' ? this.variantSlotValues(base.animal, leaf, kind, base.slots, count) : [];
    const prices = new Map<number, number>();
    const priceOf = (sizeIndex: number): number => {
      const price = prices.get(sizeIndex) ?? charmPrice(scalePrice(basePrice, leaf ?? null, sizes, sizeIndex, kind), random);
      prices.set(sizeIndex, price);
      return price;
    };
    const specs: ProductSpec[] = Array.from({ length: count }, (_, i) => {
      const sizeIndex = axis === 'Size' ? (sizeIndexes[i] as number) : fixedSizeIndex;
      return {
        ...base,
        slots: axis === 'Variant' ? (variantSlots[i] as Slots) : base.slots,
        size: sizes[sizeIndex] as SizeOption,
        color: axis === 'Color' ? (colors[i] as (typeof COLORS)[number]) : fixedColor,
        priceCents: priceOf(sizeIndex),
        role: 'variant',
      };
    });
    const cheapest = specs.reduce((min, spec) => (spec.priceCents < min.priceCents ? spec : min));
    const [masterSpec, ...variantSpecs] = this.claimNames([{ ...cheapest, role: 'master', omit: axis }, ...specs]);
    const masterNumber = this.takeNumber();
    const master = this.add({ ...(masterSpec as ProductSpec), number: masterNumber });
    const variants = variantSpecs.map((spec, i) => this.add({ ...spec, number: `${masterNumber}${String(i + 1).padStart(2, '0')}` }));
    this.linkVariants(master, variants, axis);
  }

  /** Master ↔ variant and variant ↔ sibling connections of type `axis`. */
  private linkVariants(master: number, variants: readonly number[], axis: VariantAxis): void {
    variants.forEach((variant, index) => {
      this.connections.push({ productId: master, connectedProductId: variant, type: axis, sortOrder: index });
      this.connections.push({ productId: variant, connectedProductId: master, type: axis, sortOrder: 0 });
      variants.forEach((sibling, siblingIndex) => {
        if (sibling !== variant)
          this.connections.push({ productId: variant, connectedProductId: sibling, type: axis, sortOrder: siblingIndex + 1 });
      });
    });
  }

  /** Gift vouchers: type ProductVoucher, which the shop must never list (§4). */
  addVouchers(count: number): void {
    const amounts = [1000, 2500, 5000];
    for (let i = 0; i < count; i++) {
      const cents = amounts[i % amounts.length] as number;
      const name = `Toonbank Cadeaubon € ${cents / 100}`;
      const [voucher] = this.claimNames([
        {
          leafNode: null,
          animal: CATALOG[0] as AnimalDef,
          kindId: 'pos',
          brand: this.houseBrand,
          slots: { noun: name, stage: '', flavour: '', texture: '', feature: '' },
          size: SINGLE_PIECE,
          color: null,
          priceCents: cents,
          traits: { publicationCodes: ['B'], createdAt: addDays(this.reference, -400), webshopBanner: null, weighting: 0 },
          role: 'voucher',
          overrides: {
            type: 'ProductVoucher',
            taxRate: 0,
            description: `Een cadeaubon van Toonbank ter waarde van € ${cents / 100}, te besteden in alle winkels en in de webshop.`,
            usage: 'De cadeaubon wordt per e-mail verstuurd en is te verzilveren bij het afrekenen.',
            usps: ['Onbeperkt geldig', 'Te besteden in alle winkels'],
            tags: {},
            ...ALWAYS_AVAILABLE,
            maxInCart: 10,
            retailPriceInclCents: null,
          },
        },
      ]);
      this.add(voucher as ProductSpec);
    }
  }

  /** Free samples (§1): small packs in the sampleProducts node, free of charge, one per order line. */
  addSamples(count: number, nodeId: number): void {
    for (let i = 0; i < count; i++) {
      const animal = CATALOG[i % 2] as AnimalDef;
      const kindId: KindId = i % 3 === 2 ? 'wetFood' : 'dryFood';
      const leaf = animal.groups[0]?.leaves.find((l) => l.kind === kindId);
      const kind = KINDS[kindId];
      const brand = this.pickBrand(animal.id, kindId);
      const slots = this.pickSlots(animal, leaf ?? null, kind);
      const [sample] = this.claimNames([
        {
          leafNode: null,
          animal,
          kindId,
          brand,
          slots: { ...slots, noun: `Proefverpakking ${slots.noun}` },
          size: (SAMPLE_KINDS.find((sample) => sample.kind === kindId) ?? SAMPLE_KINDS[0]).size,
          color: null,
          priceCents: 0,
          traits: {
            publicationCodes: ['A', 'B'],
            createdAt: addDays(this.reference, -this.random.int(10, 300)),
            webshopBanner: 'Gratis',
            weighting: 500,
          },
          role: 'sample',
          overrides: {
            ...ALWAYS_AVAILABLE,
            maxInCart: 1,
            retailPriceInclCents: null,
            purchaseUnitFactor: 1,
            usps: ['Gratis bij je bestelling', 'Maximaal 2 proefmonsters per bestelling'],
            tags: { dier: [animal.name], subgroup: ['Proefmonster'] },
          },
        },
      ]);
      this.linkNode(this.add(sample as ProductSpec), nodeId);
    }
  }

  /** Point-of-sale material for shops: only for business customers (publication code A). */
  addPosMaterial(count: number, nodeId: number): void {
    const nouns = [
      'Vloerdisplay',
      'Schapstrook',
      'Toonbankdisplay',
      'Folderhouder',
      'Raamsticker',
      'Actieposter A1',
      'Prijskaarthouders',
      'Etalagepakket',
      'Merkvlag',
      'Schapwobbler',
    ];
    for (let i = 0; i < count; i++) {
      const animal = CATALOG[i % CATALOG.length] as AnimalDef;
      const noun = nouns[i % nouns.length] as string;
      const free = noun === 'Raamsticker' || noun === 'Schapwobbler' || noun === 'Actieposter A1';
      const [material] = this.claimNames([
        {
          leafNode: null,
          animal,
          kindId: 'pos',
          brand: this.houseBrand,
          slots: { noun, stage: '', flavour: '', texture: '', feature: animal.name },
          size: SINGLE_PIECE,
          color: null,
          priceCents: free ? 0 : charmPrice(this.random.int(495, 4995), this.random),
          traits: {
            publicationCodes: ['A'],
            createdAt: addDays(this.reference, -this.random.int(1, 500)),
            webshopBanner: null,
            weighting: 100,
          },
          role: 'pos',
          overrides: {
            ...ALWAYS_AVAILABLE,
            maxInCart: 5,
            retailPriceInclCents: null,
            tags: { subgroup: ['POS-materiaal'], dier: [animal.name] },
          },
        },
      ]);
      this.linkNode(this.add(material as ProductSpec), nodeId);
    }
  }

  /**
   * The specs of one family with names no other product has (issue 12 defect 12: two products of one name and
   * different prices read as an error). On a clash a product line goes before the noun ('Excellence Kattenbrok …')
   * for every member, so a family keeps one name; no random draws, so the rest of the data set stays the same.
   */
  private claimNames(specs: readonly ProductSpec[]): ProductSpec[] {
    for (let attempt = 0; ; attempt++) {
      const line = productLine(attempt);
      const named = specs.map((spec) => (line ? { ...spec, slots: { ...spec.slots, noun: `${line} ${spec.slots.noun}` } } : spec));
      const names = named.map((spec) => productName(KINDS[spec.kindId], spec));
      if (new Set(names).size === names.length && names.every((name) => !this.names.has(name))) {
        for (const name of names) this.names.add(name);
        return named;
      }
    }
  }

  /** Builds the row, images and leaf link of one product; returns its id. */
  private add(spec: ProductSpec): number {
    const { random } = this;
    const id = this.rows.length + 1;
    const kind = KINDS[spec.kindId];
    const isMaster = spec.role === 'master';
    const number = spec.number ?? this.takeNumber();
    const name = productName(kind, spec);
    const brandName = displayBrandName(spec.brand.def.name);
    const placeholders: Placeholders = {
      brand: brandName,
      product: productName(kind, { ...spec, omit: 'Size' }),
      animals: spec.animal.plural,
      flavour: spec.slots.flavour,
      flavourLower: spec.slots.flavour.toLowerCase(),
      stage: spec.slots.stage,
      feature: spec.slots.feature,
      size: spec.size.label,
    };
    const choice = chooseTexts(random, spec.leafNode?.leaf.textGroup ?? kind.textGroup, placeholders);
    const texts = dutchTexts(choice, placeholders, spec.brand.def.tagline);
    const supply = isMaster ? { state: 'Active', stock: 0, deliverableFrom: null } : this.supply(kind, spec.traits.webshopBanner);
    const row: ProductRow = {
      id,
      number,
      type: 'Product',
      name,
      url: this.uniqueUrl(brandName, name, number),
      brandId: spec.brand.id,
      description: texts.description,
      ingredients: ingredientsFor(random, spec.kindId, spec.animal, spec.leafNode?.leaf ?? null, spec.slots.flavour),
      usage: feedingAdvice(spec.kindId, spec.animal, texts.usage),
      usps: texts.usps,
      scanCode: isMaster ? null : this.takeEan(spec.brand),
      supplierProductCode: isMaster ? null : `${supplierPrefix(brandName)}-${random.digits(5)}`,
      size: spec.size.label,
      colorHex: spec.color?.hex ?? null,
      colorName: spec.color?.name ?? null,
      unit: spec.size.unit,
      unitContent: spec.size.content,
      listPriceInclCents: spec.priceCents,
      retailPriceInclCents:
        random.chance(0.2) && spec.priceCents > 0 ? charmPrice(spec.priceCents * random.float(1.08, 1.35), random, spec.priceCents) : null,
      taxRate: kind.taxRate,
      stockQuantity: supply.stock,
      maxInCart: random.chance(0.05) ? random.pick([1, 2, 3, 5, 10, 24]) : null,
      purchaseUnitFactor: isMaster ? 1 : purchaseUnitFactor(random, spec.kindId, spec.size),
      supplierState: supply.state,
      deliverableFromDate: supply.deliverableFrom,
      publicationCodes: spec.traits.publicationCodes,
      isActive: isMaster || random.chance(0.99),
      isViewable: isMaster || random.chance(0.99),
      isOrderable: isMaster || random.chance(0.985),
      isVirtual: isMaster,
      webshopBanner: spec.traits.webshopBanner,
      tags: productTags(spec),
      weighting: spec.traits.weighting,
      createdAt: addMinutes(spec.traits.createdAt, random.int(0, 600)),
      translations: {},
      ...spec.overrides,
    };
    this.rows.push(row);
    if (spec.role !== 'voucher') {
      this.recipes.set(id, {
        kind,
        animal: spec.animal.id,
        brand: brandName,
        slots: spec.slots,
        size: spec.size.label,
        color: spec.color?.name ?? null,
        omit: spec.omit,
        choice,
        fixedUsps: spec.overrides?.usps,
        aboutBrand: Boolean(spec.brand.def.tagline && brandName),
        feedingTable: spec.kindId === 'dryFood',
        name: (parts) =>
          productName(kind, {
            slots: parts.slots,
            size: { ...spec.size, label: parts.size },
            color: parts.color === null ? null : { name: parts.color },
            omit: parts.omit,
          }),
      });
    }
    this.meta.push({
      id,
      role: spec.role,
      kind: spec.kindId,
      animal: spec.animal.id,
      leafId: spec.leafNode?.id ?? null,
      brand: spec.brand,
    });
    const packshot = {
      animal: spec.animal.id,
      shape: kind.image,
      brandUrl: brandUrl(spec.brand.def),
      size: spec.size.label,
      color: spec.color?.hex ?? null,
    };
    for (const image of productImageSet(packshot, id)) this.images.push({ productId: id, ...image });
    if (spec.leafNode) this.linkNode(id, spec.leafNode.id);
    return id;
  }

  private linkNode(productId: number, webNodeId: number): void {
    const sortOrder = (this.nodeCounters.get(webNodeId) ?? 0) + 1;
    this.nodeCounters.set(webNodeId, sortOrder);
    this.webNodeLinks.push({ productId, webNodeId, sortOrder });
  }

  /** Supplier state, stock and delivery date; most products are simply active and in stock. */
  private supply(kind: KindDef, banner: string | null): { state: string; stock: number; deliverableFrom: string | null } {
    const { random } = this;
    const state = banner === 'Op=op' ? 'Endoflife' : random.weighted(SUPPLIER_STATES);
    if (state === 'Expected') return { state, stock: 0, deliverableFrom: isoDay(addDays(this.reference, random.int(7, 60))) };
    if (state === 'Suspended') return { state, stock: 0, deliverableFrom: null };
    if (state === 'Endoflife') return { state, stock: random.chance(0.7) ? random.int(1, 12) : 0, deliverableFrom: null };
    const roll = random.next();
    const stock = roll < 0.07 ? 0 : roll < 0.17 ? random.int(1, 4) : random.int(Math.max(5, kind.stock[0]), Math.max(5, kind.stock[1]));
    return { state, stock, deliverableFrom: null };
  }

  private familyTraits(brand: SeedBrand): FamilyTraits {
    const { random, reference } = this;
    const banner = random.weighted(this.banners);
    const createdAt = addDays(reference, banner === 'Nieuw' ? -random.int(0, 45) : -random.int(46, 730));
    const boost = brand.def.popularRank ? 250 - brand.def.popularRank * 15 : 0;
    return {
      publicationCodes: [...random.weighted(PUBLICATION_MIX)],
      createdAt: addMinutes(createdAt, 8 * 60),
      webshopBanner: banner,
      weighting: Math.min(1000, Math.floor(1000 * random.next() ** 2) + boost),
    };
  }

  private pickBrand(animal: AnimalId, kind: KindId): SeedBrand {
    const key = `${animal}:${kind}`;
    let candidates = this.candidateCache.get(key);
    if (!candidates) {
      candidates = brandCandidates(this.brands, animal, kind).map((brand) => [brand, brand.def.weight ?? 1] as const);
      this.candidateCache.set(key, candidates);
    }
    return this.random.weighted(candidates);
  }

  private pickSlots(animal: AnimalDef, leaf: LeafDef | null, kind: KindDef): Slots {
    const { random } = this;
    const noun = leaf ? random.pick(leaf.nouns) : 'Brokken';
    const stages = leaf?.stages ?? animal.stages;
    let stage = kind.template.includes('{stage}') ? random.pick(stages) : '';
    if (stage && noun.toLowerCase().includes(stage.toLowerCase().split(' ')[0] as string)) stage = '';
    const flavours = leaf?.flavours ?? animal.flavours;
    return {
      noun,
      stage,
      flavour: kind.template.includes('{flavour}') ? random.pick(flavours) : '',
      texture: kind.textures ? random.pick(kind.textures) : '',
      feature: random.pick(leaf?.features ?? (kind.features.length > 0 ? kind.features : [''])),
    };
  }

  /** The axis a family can vary on, preferring the kind's own; null when nothing varies. */
  private variantAxis(animal: AnimalDef, leaf: LeafDef, kind: KindDef, sizes: readonly SizeOption[]): VariantAxis | null {
    const possible: Record<VariantAxis, boolean> = {
      Size: sizes.length >= 2,
      Color: Boolean(leaf.colored),
      Variant: this.variantSlot(animal, leaf, kind).values.length >= 2,
    };
    const order: VariantAxis[] = [kind.axis, leaf.colored ? 'Color' : 'Size', 'Size', 'Variant'];
    return order.find((axis) => possible[axis]) ?? null;
  }

  /** Which slot a 'Variant' family varies (flavour, else texture, else feature) and its values. */
  private variantSlot(
    animal: AnimalDef,
    leaf: LeafDef | undefined | null,
    kind: KindDef,
  ): { slot: keyof Slots; values: readonly string[] } {
    const flavours = (leaf?.flavours ?? animal.flavours).filter(Boolean);
    if (kind.template.includes('{flavour}') && flavours.length >= 2) return { slot: 'flavour', values: flavours };
    if (kind.textures && kind.textures.length >= 2) return { slot: 'texture', values: kind.textures };
    return { slot: 'feature', values: (leaf?.features ?? kind.features).filter(Boolean) };
  }

  private variantSlotValues(animal: AnimalDef, leaf: LeafDef | undefined, kind: KindDef, slots: Slots, count: number): Slots[] {
    const { slot, values } = this.variantSlot(animal, leaf, kind);
    return this.random.sample(values, count).map((value) => ({ ...slots, [slot]: value }));
  }

  private takeNumber(): string {
    this.nextNumber += this.random.int(1, 4);
    return String(this.nextNumber);
  }

  /** '87' (GS1 Netherlands) + 5-digit company + 5-digit item + check digit; unique per brand counter. */
  private takeEan(brand: SeedBrand): string {
    const counter = this.eanCounters.get(brand.id) ?? 0;
    this.eanCounters.set(brand.id, counter + 1);
    const company = brand.gs1Company + Math.floor(counter / 100_000);
    return toEan13(`87${company}${String(counter % 100_000).padStart(5, '0')}`);
  }

  /** Slug of brand + name; decimal commas become hyphens ('1,5 kg' → '1-5-kg'); the number settles clashes. */
  private uniqueUrl(brandName: string, name: string, number: string): string {
    const base = slugify(`${brandName} ${name}`.replace(/(\d),(\d)/g, '$1-$2'));
    const url = this.urls.has(base) ? `${base}-${number}` : base;
    this.urls.add(url);
    return url;
  }

  private brandNamed(name: string): SeedBrand {
    const brand = this.brands.find((b) => b.def.name === name);
    if (!brand) throw new Error(`Merk '${name}' ontbreekt in de merkenlijst`);
    return brand;
  }
}

/** Product lines that tell apart products that would otherwise share a name. */
const PRODUCT_LINES = [
  'Original',
  'Excellence',
  'Select',
  'Classic',
  'Vital',
  'Pure',
  'Superior',
  'Essential',
  'Prestige',
  'Signature',
  'Care+',
  'Nature',
];

/** No line for the first attempt, then each line, then each line with a series number ('Select 2'). */
function productLine(attempt: number): string {
  if (attempt === 0) return '';
  const line = PRODUCT_LINES[(attempt - 1) % PRODUCT_LINES.length] as string;
  const series = Math.floor((attempt - 1) / PRODUCT_LINES.length);
  return series === 0 ? line : `${line} ${series + 1}`;
}

export const SINGLE_PIECE: SizeOption = { label: '1 stuk', unit: 'stuk', content: 1 };

/** Special products are always orderable and in stock. */
const ALWAYS_AVAILABLE = {
  supplierState: 'Active',
  deliverableFromDate: null,
  stockQuantity: 5_000,
  isActive: true,
  isViewable: true,
  isOrderable: true,
} satisfies Partial<ProductRow>;

/** Brands the shop hides (§5) are left out of names, urls and texts. */
function displayBrandName(name: string): string {
  const trimmed = name.trim();
  return trimmed.toLowerCase() === 'geen merk' ? '' : trimmed;
}

const SUPPLIER_STATES = [
  ['Active', 88],
  ['Expected', 4],
  ['Endoflife', 4],
  ['Suspended', 2],
  ['Subscription', 1],
  ['Default', 1],
] as const;

/** ~85% B (everyone), some A only (business), some both, a few C (special customers). */
const PUBLICATION_MIX: readonly (readonly [readonly string[], number])[] = [
  [['B'], 85],
  [['A'], 7],
  [['A', 'B'], 6],
  [['C'], 2],
];

/** Web-shop banners: 'Nieuw', labels, and campaigns current, past and future relative to the reference day (§4). */
function bannerChoices(reference: Date): (readonly [string | null, number])[] {
  return [
    [null, 78],
    ['Nieuw', 7],
    [monthCampaign(reference), 3],
    [quarterCampaign(reference), 2],
    [monthCampaign(reference, -2), 2],
    [quarterCampaign(reference, -1), 1],
    [monthCampaign(reference, 1), 1],
    ['Bestseller', 3],
    ['Voordeelverpakking', 1],
    ['Op=op', 2],
  ];
}

function productName(kind: KindDef, spec: { slots: Slots; size: SizeOption; color: { name: string } | null; omit?: VariantAxis }): string {
  const slots = { ...spec.slots };
  const variantSlot = spec.omit === 'Variant' ? (['flavour', 'texture', 'feature'] as const).find((s) => slots[s]) : undefined;
  if (variantSlot) slots[variantSlot] = '';
  const core = kind.template.replace(/\{(\w+)\}/g, (_, slot: string) => slots[slot as keyof Slots] ?? '');
  const color = spec.omit === 'Color' ? '' : (spec.color?.name ?? '');
  const size = spec.omit === 'Size' || spec.size.label === '1 stuk' ? '' : spec.size.label;
  return [core, color, size].join(' ').replace(/\s+/g, ' ').trim();
}

function productTags(spec: ProductSpec): Record<string, string[]> {
  const tags = new Map<string, Set<string>>();
  const add = (key: string, value: string | undefined | null) => {
    if (!value) return;
    if (!tags.has(key)) tags.set(key, new Set());
    tags.get(key)?.add(value);
  };
  const kind = KINDS[spec.kindId];
  add('dier', spec.animal.name);
  add('subgroup', spec.leafNode?.leaf.name);
  if (kind.textGroup === 'dryFood' || kind.textGroup === 'wetFood' || kind.textGroup === 'feed') add('leeftijd', spec.slots.stage);
  add('smaak', spec.slots.flavour);
  add('texture', spec.slots.texture);
  add('kleur', spec.color?.name);
  if (kind.featureTag) add(kind.featureTag, spec.slots.feature);
  add('suitableFor', SUITABLE_FOR_STAGE[spec.slots.stage]);
  for (const [key, values] of Object.entries(spec.leafNode?.leaf.tags ?? {})) for (const value of values) add(key, value);
  return Object.fromEntries([...tags].map(([key, values]) => [key, [...values]]));
}

/**
 * Price of size `index`: larger packs cost more, but less per kg. The base price
 * is for the leaf's first size when the leaf sets its own price range, else for
 * the kind's first size (so a leaf with smaller packs gets cheaper packs).
 */
function scalePrice(basePrice: number, leaf: LeafDef | null, sizes: readonly SizeOption[], index: number, kind: KindDef): number {
  const size = sizes[index] as SizeOption;
  if (size.scale !== undefined) return basePrice * size.scale;
  const kindFirst = kind.sizes[0] as SizeOption;
  const ownRange = leaf?.priceCents !== undefined || kindFirst.unit !== size.unit;
  const reference = ownRange ? (sizes[0] as SizeOption) : kindFirst;
  return basePrice * (size.content / reference.content) ** kind.exponent;
}

/** Some products are sold per box (tray of cans, carton of bags): order quantities round up to it (§5). */
function purchaseUnitFactor(random: Random, kind: KindId, size: SizeOption): number {
  if (kind === 'wetFood' && !size.label.includes(' x ') && size.content < 0.5) return random.chance(0.35) ? random.pick([6, 12, 24]) : 1;
  return random.chance(0.03) ? 6 : 1;
}

function supplierPrefix(brandName: string): string {
  const letters = slugify(brandName)
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return letters || 'TBK';
}

/** `count` distinct indexes below `length`, ascending. */
function pickIndexes(random: Random, length: number, count: number): number[] {
  const indexes = Array.from({ length }, (_, i) => i);
  return random.sample(indexes, Math.min(count, length)).sort((a, b) => a - b);
}
