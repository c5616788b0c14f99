/** A product's other pictures: a mood picture per animal and the back of a pack. Fronts are packshots (packshot-svg.ts). */
import type { AnimalDef } from '../data/catalog.ts';
import type { ImageShape } from '../data/kinds.ts';
import { pictogram } from './pictograms.ts';
import { BRAND_COLORS, linearGradient, svgDocument } from './svg.ts';

interface Tint {
  main: string;
  dark: string;
  light: string;
}

/** The back of a pack in the shop's green. */
const BACK_TINT: Tint = { main: '#43A047', dark: BRAND_COLORS.greenDark, light: BRAND_COLORS.greenLight };

/** The object drawn in the middle of the 600×600 canvas; label spots get the pictogram. */
const SHAPES: Record<ImageShape, (t: Tint) => { body: string; label?: readonly [number, number, number] }> = {
  zak: (t) => ({
    body:
      `<path d="M170 140 L430 140 L450 480 Q300 505 150 480 Z" fill="${t.main}"/>` +
      `<path d="M170 140 L430 140 L432 178 L168 178 Z" fill="${t.dark}"/>` +
      `<path d="M168 120 l16 20 l16 -20 l16 20 l16 -20 l16 20 l16 -20 l16 20 l16 -20 l16 20 l16 -20 l16 20 l16 -20 l16 20 l16 -20 l16 20 l16 -20 l14 20 Z" fill="${t.dark}"/>`,
    label: [300, 320, 105],
  }),
  blik: (t) => ({
    body:
      `<rect x="190" y="170" width="220" height="290" fill="${t.main}"/>` +
      `<ellipse cx="300" cy="460" rx="110" ry="28" fill="${t.dark}"/>` +
      `<ellipse cx="300" cy="170" rx="110" ry="28" fill="#CFD8DC"/>` +
      `<ellipse cx="300" cy="170" rx="86" ry="18" fill="#B0BEC5"/>` +
      `<rect x="190" y="210" width="220" height="14" fill="${t.dark}"/><rect x="190" y="410" width="220" height="14" fill="${t.dark}"/>`,
    label: [300, 318, 78],
  }),
  snack: (t) => ({
    body:
      `<rect x="180" y="130" width="240" height="350" rx="26" fill="${t.main}"/>` +
      `<rect x="180" y="130" width="240" height="46" rx="20" fill="${t.dark}"/>` +
      `<circle cx="300" cy="153" r="10" fill="#FFFFFF"/>` +
      `<rect x="215" y="390" width="170" height="60" rx="14" fill="#FFFFFF" fill-opacity="0.35"/>`,
    label: [300, 290, 84],
  }),
  fles: (t) => ({
    body:
      `<rect x="262" y="96" width="76" height="40" rx="8" fill="${t.dark}"/>` +
      `<path d="M270 136 L330 136 L340 186 Q410 200 410 260 L410 470 Q410 492 388 492 L212 492 Q190 492 190 470 L190 260 Q190 200 260 186 Z" fill="${t.main}"/>`,
    label: [300, 350, 88],
  }),
  bal: (t) => ({
    body:
      `<circle cx="300" cy="300" r="175" fill="${t.main}"/>` +
      `<path d="M160 200 Q300 300 160 400" stroke="#FFFFFF" stroke-width="14" fill="none" stroke-opacity="0.85"/>` +
      `<path d="M440 200 Q300 300 440 400" stroke="#FFFFFF" stroke-width="14" fill="none" stroke-opacity="0.85"/>` +
      `<circle cx="240" cy="220" r="34" fill="#FFFFFF" fill-opacity="0.25"/>`,
  }),
  mand: (t) => ({
    body:
      `<ellipse cx="300" cy="360" rx="235" ry="120" fill="${t.dark}"/>` +
      `<ellipse cx="300" cy="340" rx="220" ry="105" fill="${t.main}"/>` +
      `<ellipse cx="300" cy="350" rx="160" ry="66" fill="${t.light}"/>` +
      `<ellipse cx="300" cy="358" rx="140" ry="52" fill="#FFFFFF" fill-opacity="0.55"/>`,
  }),
  riem: (t) => ({
    body:
      `<circle cx="215" cy="205" r="70" stroke="${t.main}" stroke-width="34" fill="none"/>` +
      `<path d="M270 250 Q360 330 330 430" stroke="${t.main}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
      `<circle cx="330" cy="448" r="26" stroke="#90A4AE" stroke-width="12" fill="none"/>` +
      `<rect x="178" y="120" width="74" height="30" rx="6" fill="#CFD8DC"/>`,
  }),
  doos: (t) => ({
    body:
      `<polygon points="150,210 300,150 450,210 300,270" fill="${t.light}" stroke="${t.dark}" stroke-width="6"/>` +
      `<polygon points="150,210 300,270 300,480 150,420" fill="${t.main}"/>` +
      `<polygon points="450,210 300,270 300,480 450,420" fill="${t.dark}"/>`,
    label: [225, 345, 62],
  }),
  plant: (t) => ({
    body:
      `<ellipse cx="250" cy="250" rx="40" ry="110" transform="rotate(-28 250 250)" fill="${t.main}"/>` +
      `<ellipse cx="350" cy="250" rx="40" ry="110" transform="rotate(28 350 250)" fill="${t.main}"/>` +
      `<ellipse cx="300" cy="220" rx="36" ry="120" fill="${t.dark}"/>` +
      `<polygon points="200,340 400,340 375,490 225,490" fill="#A1887F"/>` +
      `<rect x="190" y="328" width="220" height="30" rx="8" fill="#8D6E63"/>`,
  }),
};

/** Mood picture per animal (image type Standard). */
export function productMoodSvg(animal: AnimalDef): string {
  const paws = [
    [60, 420, 70],
    [150, 470, 60],
    [470, 80, 60],
    [520, 170, 50],
  ]
    .map(([x, y, s]) => pictogram('paw', x as number, y as number, s as number, '#FFFFFF', '#FFFFFF'))
    .join('');
  const body = [
    `<defs>${linearGradient('g', BRAND_COLORS.green, BRAND_COLORS.purple)}</defs>`,
    `<rect width="600" height="600" rx="36" fill="url(#g)"/>`,
    `<g fill-opacity="0.18" opacity="0.25">${paws}</g>`,
    `<circle cx="300" cy="280" r="170" fill="#FFFFFF" fill-opacity="0.15"/>`,
    // No words: the picture reads the same in every language (issue 12).
    pictogram(animal.id, 170, 150, 260, '#FFFFFF', BRAND_COLORS.purple),
  ].join('');
  return svgDocument(600, 600, body, '');
}

/** Back of the pack (image type Standard2): the shape with a text panel. */
export function productBackSvg(shape: ImageShape): string {
  const tint = BACK_TINT;
  const lines = Array.from(
    { length: 7 },
    (_, i) => `<rect x="215" y="${250 + i * 26}" width="${170 - (i % 3) * 30}" height="10" rx="5" fill="#B0BEC5"/>`,
  ).join('');
  const body = [
    `<rect width="600" height="600" rx="36" fill="#ECEFF1"/>`,
    SHAPES[shape](tint).body,
    `<rect x="195" y="225" width="210" height="210" rx="14" fill="#FFFFFF"/>`,
    lines,
    // A barcode instead of a word.
    ...Array.from(
      { length: 24 },
      (_, i) => `<rect x="${232 + i * 6}" y="450" width="${i % 3 === 0 ? 4 : 2}" height="60" fill="${BRAND_COLORS.ink}"/>`,
    ),
  ].join('');
  return svgDocument(600, 600, body, '');
}
