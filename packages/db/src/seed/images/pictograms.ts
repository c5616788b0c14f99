/**
 * Simple flat pictograms drawn in a 100×100 box: one per animal, plus a paw.
 * `color` fills the shape, `hole` draws eyes and details (usually the background).
 */
import type { AnimalId } from '../data/catalog.ts';

type Pictogram = (color: string, hole: string) => string;

const PICTOGRAMS: Record<AnimalId | 'paw', Pictogram> = {
  hond: (c, h) =>
    `<ellipse cx="24" cy="46" rx="11" ry="24" transform="rotate(18 24 46)" fill="${c}"/>` +
    `<ellipse cx="76" cy="46" rx="11" ry="24" transform="rotate(-18 76 46)" fill="${c}"/>` +
    `<circle cx="50" cy="52" r="29" fill="${c}"/>` +
    `<circle cx="39" cy="46" r="4" fill="${h}"/><circle cx="61" cy="46" r="4" fill="${h}"/>` +
    `<ellipse cx="50" cy="62" rx="8" ry="6" fill="${h}"/>`,
  kat: (c, h) =>
    `<polygon points="24,46 28,12 50,32" fill="${c}"/><polygon points="76,46 72,12 50,32" fill="${c}"/>` +
    `<circle cx="50" cy="56" r="30" fill="${c}"/>` +
    `<ellipse cx="39" cy="52" rx="4" ry="6" fill="${h}"/><ellipse cx="61" cy="52" rx="4" ry="6" fill="${h}"/>` +
    `<polygon points="46,64 54,64 50,69" fill="${h}"/>` +
    `<path d="M14 62 L36 66 M14 72 L36 70 M86 62 L64 66 M86 72 L64 70" stroke="${h}" stroke-width="2"/>`,
  knaagdier: (c, h) =>
    `<ellipse cx="38" cy="28" rx="9" ry="24" transform="rotate(-10 38 28)" fill="${c}"/>` +
    `<ellipse cx="62" cy="28" rx="9" ry="24" transform="rotate(10 62 28)" fill="${c}"/>` +
    `<circle cx="50" cy="64" r="27" fill="${c}"/>` +
    `<circle cx="40" cy="60" r="4" fill="${h}"/><circle cx="60" cy="60" r="4" fill="${h}"/>` +
    `<ellipse cx="50" cy="72" rx="5" ry="3.5" fill="${h}"/>`,
  vogel: (c, h) =>
    `<polygon points="26,60 4,48 8,74" fill="${c}"/>` +
    `<ellipse cx="46" cy="60" rx="28" ry="22" fill="${c}"/>` +
    `<circle cx="70" cy="38" r="16" fill="${c}"/>` +
    `<polygon points="84,34 97,40 84,46" fill="${c}"/>` +
    `<circle cx="73" cy="35" r="3.5" fill="${h}"/>` +
    `<path d="M34 56 Q46 70 60 58" stroke="${h}" stroke-width="3" fill="none"/>`,
  vis: (c, h) =>
    `<polygon points="70,50 96,30 96,70" fill="${c}"/>` +
    `<ellipse cx="42" cy="50" rx="34" ry="21" fill="${c}"/>` +
    `<circle cx="24" cy="45" r="4" fill="${h}"/>` +
    `<path d="M44 36 Q52 50 44 64" stroke="${h}" stroke-width="3" fill="none"/>`,
  paard: (c, h) =>
    `<path d="M28 88 L28 50 A22 22 0 0 1 72 50 L72 88" stroke="${c}" stroke-width="16" stroke-linecap="round" fill="none"/>` +
    `<circle cx="28" cy="60" r="2.5" fill="${h}"/><circle cx="28" cy="76" r="2.5" fill="${h}"/>` +
    `<circle cx="72" cy="60" r="2.5" fill="${h}"/><circle cx="72" cy="76" r="2.5" fill="${h}"/>` +
    `<circle cx="38" cy="34" r="2.5" fill="${h}"/><circle cx="62" cy="34" r="2.5" fill="${h}"/>`,
  paw: (c) =>
    `<ellipse cx="50" cy="66" rx="22" ry="18" fill="${c}"/>` +
    `<circle cx="24" cy="42" r="9" fill="${c}"/><circle cx="40" cy="26" r="9" fill="${c}"/>` +
    `<circle cx="60" cy="26" r="9" fill="${c}"/><circle cx="76" cy="42" r="9" fill="${c}"/>`,
};

/** The pictogram scaled to `size` with its top-left corner at (x, y). */
export function pictogram(kind: AnimalId | 'paw', x: number, y: number, size: number, color: string, hole = '#FFFFFF'): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${PICTOGRAMS[kind](color, hole)}</g>`;
}
