/** Brand logos, store pictures and news pictures. */
import type { BrandDef } from '../data/brands.ts';
import type { AnimalId } from '../data/catalog.ts';
import type { StoreDef } from '../data/stores.ts';
import { pictogram } from './pictograms.ts';
import { BRAND_COLORS, linearGradient, svgDocument, text, wrap } from './svg.ts';

export function brandLogoSvg(brand: BrandDef): string {
  const [background, foreground] = brand.colors;
  const lines = wrap(brand.name, 14);
  const size = lines.length > 1 ? 40 : brand.name.length > 11 ? 44 : 56;
  const top = 100 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.35;
  const body = [
    `<rect width="400" height="200" rx="28" fill="${background}"/>`,
    pictogram('paw', 318, 18, 56, foreground),
    ...lines.map((line, i) =>
      text(200, Math.round(top + i * size * 1.05), line, { size, color: foreground, weight: 800, anchor: 'middle' }),
    ),
  ].join('');
  return svgDocument(400, 200, body, brand.name);
}

/** A shop front with green/white awning and the town on the sign. */
export function storeFrontSvg(store: StoreDef): string {
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${100 + i * 50}" y="150" width="50" height="60" fill="${i % 2 ? '#FFFFFF' : BRAND_COLORS.green}"/>`,
  ).join('');
  const isWarehouse = store.type === 'Warehouse';
  const body = [
    `<defs>${linearGradient('sky', '#B3E5FC', '#E1F5FE', 'horizontal')}</defs>`,
    `<rect width="800" height="500" fill="url(#sky)"/>`,
    `<rect y="440" width="800" height="60" fill="#B0BEC5"/>`,
    `<rect x="90" y="60" width="620" height="380" fill="${isWarehouse ? '#CFD8DC' : '#F5F5F5'}"/>`,
    `<rect x="90" y="60" width="620" height="80" fill="${BRAND_COLORS.purple}"/>`,
    text(400, 115, isWarehouse ? 'TOONBANK DISTRIBUTIE' : 'TOONBANK', { size: 44, color: '#FFFFFF', weight: 800, anchor: 'middle' }),
    isWarehouse ? '' : stripes,
    isWarehouse
      ? [0, 1, 2].map((i) => `<rect x="${140 + i * 190}" y="220" width="150" height="220" fill="#90A4AE"/>`).join('')
      : `<rect x="130" y="240" width="230" height="160" fill="#81D4FA"/><rect x="440" y="240" width="230" height="160" fill="#81D4FA"/><rect x="365" y="250" width="70" height="190" fill="${BRAND_COLORS.greenDark}"/>`,
    isWarehouse ? '' : pictogram('paw', 200, 270, 90, '#FFFFFF'),
    isWarehouse ? '' : pictogram('hond', 500, 265, 100, '#FFFFFF', '#81D4FA'),
    `<rect x="250" y="455" width="300" height="36" rx="18" fill="${BRAND_COLORS.yellow}"/>`,
    text(400, 481, store.city, { size: 22, color: BRAND_COLORS.ink, weight: 700, anchor: 'middle' }),
  ].join('');
  return svgDocument(800, 500, body, store.name);
}

export function storeLogoSvg(): string {
  const body = [
    `<rect width="300" height="300" rx="60" fill="${BRAND_COLORS.green}"/>`,
    pictogram('paw', 80, 50, 140, BRAND_COLORS.yellow),
    text(150, 250, 'Toonbank', { size: 44, color: '#FFFFFF', weight: 800, anchor: 'middle' }),
  ].join('');
  return svgDocument(300, 300, body, 'Toonbank');
}

/** Decorative news picture: gradient, pictogram and a paw trail. */
export function newsSvg(index: number, animal: AnimalId): string {
  const colors = index % 2 === 0 ? [BRAND_COLORS.green, BRAND_COLORS.purple] : [BRAND_COLORS.purple, '#F9A825'];
  const paws = Array.from({ length: 5 }, (_, i) => pictogram('paw', 80 + i * 120, 470 - (i % 2) * 60, 70, '#FFFFFF')).join('');
  const body = [
    `<defs>${linearGradient('bg', colors[0] as string, colors[1] as string)}</defs>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
    `<g opacity="0.25">${paws}</g>`,
    `<circle cx="850" cy="300" r="230" fill="#FFFFFF" fill-opacity="0.14"/>`,
    pictogram(animal, 660, 110, 380, '#FFFFFF', colors[1] as string),
    text(80, 140, 'Toonbank nieuws', { size: 54, color: '#FFFFFF', weight: 800 }),
  ].join('');
  return svgDocument(1200, 630, body, 'Toonbank nieuws');
}
