/** Banner pictures: brand-colour gradient, big Dutch headline, optional button and pictogram. */
import type { BannerSpec, Palette } from './banners.ts';
import { pictogram } from './pictograms.ts';
import { BRAND_COLORS, escapeXml, FONT, linearGradient, svgDocument, text, wrap } from './svg.ts';

interface PaletteColors {
  from: string;
  to: string;
  text: string;
  ctaBackground: string;
  ctaText: string;
}

const PALETTES: Record<Palette, PaletteColors> = {
  green: { from: '#43A047', to: BRAND_COLORS.greenDark, text: '#FFFFFF', ctaBackground: BRAND_COLORS.yellow, ctaText: BRAND_COLORS.ink },
  purple: { from: '#8E24AA', to: BRAND_COLORS.purpleDark, text: '#FFFFFF', ctaBackground: BRAND_COLORS.yellow, ctaText: BRAND_COLORS.ink },
  yellow: { from: '#FFE082', to: '#F9A825', text: BRAND_COLORS.purpleDark, ctaBackground: BRAND_COLORS.purple, ctaText: '#FFFFFF' },
  greenPurple: {
    from: BRAND_COLORS.green,
    to: BRAND_COLORS.purple,
    text: '#FFFFFF',
    ctaBackground: BRAND_COLORS.yellow,
    ctaText: BRAND_COLORS.ink,
  },
  purpleGreen: {
    from: BRAND_COLORS.purple,
    to: BRAND_COLORS.green,
    text: '#FFFFFF',
    ctaBackground: BRAND_COLORS.yellow,
    ctaText: BRAND_COLORS.ink,
  },
};

export function bannerSvg(spec: BannerSpec): string {
  const { width: w, height: h } = spec;
  const colors = PALETTES[spec.palette];
  const pad = Math.round(Math.min(w, h) * 0.1);
  const textWidth = spec.pictogram ? w * 0.64 : w - 2 * pad;
  let titleSize = Math.max(26, Math.min(76, Math.round(h * 0.13)));
  let lines = wrap(spec.title, Math.floor(textWidth / (titleSize * 0.56)));
  while (lines.length > 3 && titleSize > 20) {
    titleSize -= 4;
    lines = wrap(spec.title, Math.floor(textWidth / (titleSize * 0.56)));
  }
  const subtitleSize = Math.round(titleSize * 0.45);
  const subtitleLines = spec.subtitle ? wrap(spec.subtitle, Math.floor(textWidth / (subtitleSize * 0.52))) : [];
  const blockHeight = lines.length * titleSize * 1.1 + subtitleLines.length * subtitleSize * 1.35 + (spec.cta ? titleSize * 1.5 : 0);
  let y = Math.max(pad + titleSize, (h - blockHeight) / 2 + titleSize * 0.9);
  const parts: string[] = [
    `<defs>${linearGradient('bg', colors.from, colors.to)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${w * 0.86}" cy="${h * 0.1}" r="${h * 0.55}" fill="#FFFFFF" fill-opacity="0.08"/>`,
    `<circle cx="${w * 0.72}" cy="${h * 1.05}" r="${h * 0.4}" fill="#FFFFFF" fill-opacity="0.06"/>`,
  ];
  if (spec.pictogram) {
    const size = Math.min(h * 0.72, w * 0.3);
    parts.push(`<circle cx="${w - pad - size / 2}" cy="${h / 2}" r="${size * 0.62}" fill="#FFFFFF" fill-opacity="0.16"/>`);
    parts.push(pictogram(spec.pictogram, w - pad - size, h / 2 - size / 2, size, '#FFFFFF', colors.to));
  }
  for (const line of lines) {
    parts.push(text(pad, Math.round(y), line, { size: titleSize, color: colors.text, weight: 800 }));
    y += titleSize * 1.1;
  }
  y += subtitleSize * 0.3;
  for (const line of subtitleLines) {
    parts.push(text(pad, Math.round(y), line, { size: subtitleSize, color: colors.text, opacity: 0.92 }));
    y += subtitleSize * 1.35;
  }
  if (spec.cta) parts.push(ctaButton(pad, y + titleSize * 0.2, spec.cta, Math.round(titleSize * 0.42), colors));
  return svgDocument(w, h, parts.join(''), spec.title);
}

function ctaButton(x: number, y: number, label: string, size: number, colors: PaletteColors): string {
  const width = Math.round(label.length * size * 0.6 + size * 2.4);
  const height = Math.round(size * 2.3);
  return (
    `<rect x="${x}" y="${Math.round(y)}" width="${width}" height="${height}" rx="${height / 2}" fill="${colors.ctaBackground}"/>` +
    `<text x="${x + width / 2}" y="${Math.round(y + height * 0.66)}" ${FONT} font-size="${size}" font-weight="700" fill="${colors.ctaText}" text-anchor="middle">${escapeXml(label)}</text>`
  );
}
