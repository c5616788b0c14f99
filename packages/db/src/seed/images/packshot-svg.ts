/**
 * Demo packshots (issue 12): a pack or object per product kind (bag, can, pouch, bottle, ball, bed, lead, box,
 * plant) in the brand's colours, with the brand name, the animal's pictogram and the pack size. No words other than
 * the brand and the size, so a packshot reads the same in Dutch, French and English.
 */
import type { AnimalId } from '../data/catalog.ts';
import type { ImageShape } from '../data/kinds.ts';
import { pictogram } from './pictograms.ts';
import { escapeXml, FONT, svgDocument } from './svg.ts';

export interface PackshotSpec {
  animal: AnimalId;
  shape: ImageShape;
  brand: { name: string; colors: readonly [string, string] };
  /** The size as the product name ends ('12 kg', '6 x 400 g', 'M', '3 stuks'); '1 stuk' shows none. */
  size: string;
  /** The product's own colour (balls, beds, leads), else the brand's. */
  color: string | null;
}

/** The size as printed on a pack, without Dutch words: '3 stuks' → '3×', '20 liter' → '20 L', '1500 l/u' → '1500 l/h'. */
function packLabel(size: string): string {
  if (size === '1 stuk') return '';
  return size
    .replace(/^(\d+) stuks$/, '$1×')
    .replace(/ liter$/, ' L')
    .replace(/ l\/u$/, ' l/h')
    .replace(/ x /, ' × ');
}

/** A colour made darker (factor < 1) or lighter (factor > 1), as #rrggbb. */
function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(factor < 1 ? c * factor : c + (255 - c) * (factor - 1)));
  return `#${mixed.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`;
}

function brandText(name: string, x: number, y: number, maxWidth: number, color: string, size = 40): string {
  // Roughly 0.56 em per character in a sans-serif bold face: long names get a smaller size.
  const fitted = Math.min(size, Math.floor(maxWidth / Math.max(1, name.length * 0.56)));
  return `<text x="${x}" y="${y}" ${FONT} font-size="${fitted}" font-weight="700" fill="${color}" text-anchor="middle">${escapeXml(name)}</text>`;
}

function sizeBadge(label: string, x: number, y: number, fill: string, ink: string): string {
  if (!label) return '';
  const width = Math.max(70, label.length * 17 + 28);
  return (
    `<rect x="${x - width / 2}" y="${y - 26}" width="${width}" height="52" rx="26" fill="${fill}"/>` +
    `<text x="${x}" y="${y + 10}" ${FONT} font-size="28" font-weight="700" fill="${ink}" text-anchor="middle">${escapeXml(label)}</text>`
  );
}

function animalMark(animal: AnimalId, cx: number, cy: number, size: number, color: string, background: string): string {
  return pictogram(animal, cx - size / 2, cy - size / 2, size, color, background);
}

interface Palette {
  main: string;
  dark: string;
  light: string;
  ink: string;
  accent: string;
}

function palette(spec: PackshotSpec): Palette {
  const [brandMain, brandInk] = spec.brand.colors;
  const main = spec.color ?? brandMain;
  return { main, dark: shade(main, 0.72), light: shade(main, 1.35), ink: brandInk, accent: brandMain };
}

/** A hang tag on objects (ball, bed, lead): the brand and the size on a card in the brand's colours. */
function hangTag(spec: PackshotSpec, p: Palette, x: number, y: number): string {
  const label = packLabel(spec.size);
  return (
    `<path d="M${x + 70} ${y - 40} Q${x + 40} ${y - 70} ${x + 10} ${y - 20}" stroke="#9E9E9E" stroke-width="3" fill="none"/>` +
    `<rect x="${x - 20}" y="${y - 20}" width="180" height="${label ? 150 : 104}" rx="14" fill="${p.accent}" stroke="#FFFFFF" stroke-width="4"/>` +
    `<circle cx="${x + 70}" cy="${y - 4}" r="7" fill="#FFFFFF"/>` +
    brandText(spec.brand.name, x + 70, y + 44, 150, p.ink, 30) +
    (label ? sizeBadge(label, x + 70, y + 96, '#FFFFFF', p.accent) : '')
  );
}

/** Front panel of a pack: a white label with the brand, the animal and the size. */
function packLabelPanel(spec: PackshotSpec, p: Palette, cx: number, top: number, width: number): string {
  const label = packLabel(spec.size);
  return (
    `<rect x="${cx - width / 2}" y="${top}" width="${width}" height="62" rx="10" fill="#FFFFFF" fill-opacity="0.94"/>` +
    brandText(spec.brand.name, cx, top + 44, width - 24, p.accent) +
    `<circle cx="${cx}" cy="${top + 150}" r="62" fill="#FFFFFF" fill-opacity="0.9"/>` +
    animalMark(spec.animal, cx, top + 150, 92, p.dark, '#FFFFFF') +
    sizeBadge(label, cx, top + 262, p.ink, p.accent)
  );
}

const SHINE = (d: string) => `<path d="${d}" fill="#FFFFFF" fill-opacity="0.16"/>`;

const SHAPES: Record<ImageShape, (spec: PackshotSpec, p: Palette) => string> = {
  zak: (spec, p) =>
    `<path d="M168 120 l16 22 l16 -22 l16 22 l16 -22 l16 22 l16 -22 l16 22 l16 -22 l16 22 l16 -22 l16 22 l16 -22 l16 22 l16 -22 l16 22 l16 -22 l16 22 L432 150 L168 150 Z" fill="${p.dark}"/>` +
    `<path d="M168 140 L432 140 L456 488 Q300 512 144 488 Z" fill="url(#body)"/>` +
    `<path d="M168 140 L432 140 L434 176 L166 176 Z" fill="${p.dark}"/>` +
    SHINE('M186 180 L224 180 L206 480 L164 476 Z') +
    `<path d="M432 140 L456 488 L418 492 Z" fill="#000000" fill-opacity="0.12"/>` +
    packLabelPanel(spec, p, 300, 196, 230),
  blik: (spec, p) =>
    `<rect x="176" y="170" width="248" height="300" fill="url(#body)"/>` +
    `<ellipse cx="300" cy="470" rx="124" ry="30" fill="${p.dark}"/>` +
    `<rect x="176" y="190" width="248" height="16" fill="#CFD8DC"/><rect x="176" y="440" width="248" height="16" fill="#CFD8DC"/>` +
    `<ellipse cx="300" cy="170" rx="124" ry="30" fill="#ECEFF1"/><ellipse cx="300" cy="170" rx="100" ry="20" fill="#B0BEC5"/>` +
    `<ellipse cx="300" cy="166" rx="30" ry="8" fill="#90A4AE"/>` +
    SHINE('M196 206 L230 206 L230 440 L196 440 Z') +
    `<rect x="206" y="222" width="188" height="52" rx="8" fill="#FFFFFF" fill-opacity="0.94"/>` +
    brandText(spec.brand.name, 300, 258, 170, p.accent, 34) +
    animalMark(spec.animal, 300, 336, 84, '#FFFFFF', p.main) +
    sizeBadge(packLabel(spec.size), 300, 408, '#FFFFFF', p.accent),
  snack: (spec, p) =>
    `<path d="M180 150 Q180 120 210 120 L390 120 Q420 120 420 150 L430 470 Q430 492 408 492 L192 492 Q170 492 170 470 Z" fill="url(#body)"/>` +
    `<rect x="184" y="120" width="232" height="40" rx="14" fill="${p.dark}"/>` +
    `<rect x="272" y="132" width="56" height="14" rx="7" fill="#FFFFFF" fill-opacity="0.9"/>` +
    `<path d="M380 170 L420 170 L424 300 L384 300 Z" fill="#FFFFFF" fill-opacity="0.28"/>` +
    `<circle cx="392" cy="206" r="9" fill="${p.dark}"/><circle cx="404" cy="238" r="8" fill="${p.dark}"/><circle cx="392" cy="268" r="9" fill="${p.dark}"/>` +
    SHINE('M192 170 L222 170 L214 470 L184 466 Z') +
    `<rect x="202" y="178" width="170" height="54" rx="10" fill="#FFFFFF" fill-opacity="0.94"/>` +
    brandText(spec.brand.name, 287, 215, 150, p.accent, 32) +
    animalMark(spec.animal, 300, 330, 100, '#FFFFFF', p.main) +
    sizeBadge(packLabel(spec.size), 300, 440, p.ink, p.accent),
  fles: (spec, p) =>
    `<rect x="256" y="88" width="88" height="52" rx="10" fill="${p.dark}"/>` +
    `<rect x="262" y="96" width="76" height="6" fill="#FFFFFF" fill-opacity="0.3"/>` +
    `<path d="M266 140 L334 140 L344 190 Q416 206 416 266 L416 470 Q416 494 392 494 L208 494 Q184 494 184 470 L184 266 Q184 206 256 190 Z" fill="url(#body)"/>` +
    SHINE('M204 250 L236 236 L236 470 L204 470 Z') +
    `<rect x="206" y="262" width="188" height="196" rx="14" fill="#FFFFFF" fill-opacity="0.95"/>` +
    brandText(spec.brand.name, 300, 304, 168, p.accent, 32) +
    animalMark(spec.animal, 300, 360, 70, p.main, '#FFFFFF') +
    sizeBadge(packLabel(spec.size), 300, 428, p.main, '#FFFFFF'),
  bal: (spec, p) =>
    `<circle cx="270" cy="318" r="170" fill="url(#body)"/>` +
    `<path d="M134 216 Q270 318 134 420" stroke="#FFFFFF" stroke-width="14" fill="none" stroke-opacity="0.85"/>` +
    `<path d="M406 216 Q270 318 406 420" stroke="#FFFFFF" stroke-width="14" fill="none" stroke-opacity="0.85"/>` +
    `<ellipse cx="210" cy="238" rx="46" ry="30" transform="rotate(-30 210 238)" fill="#FFFFFF" fill-opacity="0.3"/>` +
    hangTag(spec, p, 400, 120),
  mand: (spec, p) =>
    `<ellipse cx="290" cy="392" rx="238" ry="112" fill="${p.dark}"/>` +
    `<ellipse cx="290" cy="368" rx="226" ry="100" fill="url(#body)"/>` +
    `<ellipse cx="290" cy="378" rx="164" ry="62" fill="${p.light}"/>` +
    `<ellipse cx="290" cy="386" rx="140" ry="48" fill="#FFFFFF" fill-opacity="0.5"/>` +
    `<path d="M130 360 Q290 300 450 360" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="6" fill="none"/>` +
    hangTag(spec, p, 400, 110),
  riem: (spec, p) =>
    `<circle cx="210" cy="230" r="86" stroke="url(#body)" stroke-width="38" fill="none"/>` +
    `<circle cx="210" cy="230" r="86" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="6" stroke-dasharray="10 12" fill="none"/>` +
    `<rect x="170" y="128" width="80" height="34" rx="6" fill="#CFD8DC" stroke="#90A4AE" stroke-width="4"/>` +
    `<path d="M284 280 Q380 360 340 470" stroke="${p.main}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<circle cx="340" cy="492" r="26" stroke="#90A4AE" stroke-width="12" fill="none"/>` +
    hangTag(spec, p, 400, 130),
  doos: (spec, p) =>
    `<polygon points="130,200 300,140 470,200 300,262" fill="${p.light}"/>` +
    `<polygon points="130,200 300,262 300,500 130,436" fill="url(#body)"/>` +
    `<polygon points="470,200 300,262 300,500 470,436" fill="${p.dark}"/>` +
    `<polygon points="150,262 280,310 280,370 150,322" fill="#FFFFFF" fill-opacity="0.94"/>` +
    `<text x="215" y="330" ${FONT} font-size="${Math.min(30, Math.floor(120 / Math.max(1, spec.brand.name.length * 0.56)))}" font-weight="700" fill="${p.accent}" text-anchor="middle" transform="rotate(20 215 316)">${escapeXml(spec.brand.name)}</text>` +
    animalMark(spec.animal, 385, 330, 90, '#FFFFFF', p.dark) +
    sizeBadge(packLabel(spec.size), 215, 430, p.ink, p.accent),
  plant: (spec, p) =>
    `<ellipse cx="246" cy="236" rx="42" ry="116" transform="rotate(-28 246 236)" fill="#43A047"/>` +
    `<ellipse cx="354" cy="236" rx="42" ry="116" transform="rotate(28 354 236)" fill="#388E3C"/>` +
    `<ellipse cx="300" cy="206" rx="38" ry="126" fill="#2E7D32"/>` +
    `<ellipse cx="204" cy="300" rx="30" ry="80" transform="rotate(-55 204 300)" fill="#66BB6A"/>` +
    `<polygon points="196,340 404,340 378,496 222,496" fill="url(#body)"/>` +
    `<rect x="186" y="326" width="228" height="32" rx="8" fill="${p.dark}"/>` +
    `<rect x="222" y="372" width="156" height="48" rx="8" fill="#FFFFFF" fill-opacity="0.94"/>` +
    brandText(spec.brand.name, 300, 405, 140, p.accent, 28) +
    sizeBadge(packLabel(spec.size), 300, 458, p.ink, p.accent),
};

/** The front packshot (image type Front), 600×600. */
export function packshotSvg(spec: PackshotSpec): string {
  const p = palette(spec);
  const body = [
    `<defs><linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.light}"/><stop offset="0.35" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>`,
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#ECEFF1"/></radialGradient></defs>`,
    `<rect width="600" height="600" fill="url(#bg)"/>`,
    `<ellipse cx="300" cy="522" rx="210" ry="24" fill="#000000" fill-opacity="0.1"/>`,
    SHAPES[spec.shape](spec, p),
  ].join('');
  const size = packLabel(spec.size);
  return svgDocument(600, 600, body, size ? `${spec.brand.name} ${size}` : spec.brand.name);
}
