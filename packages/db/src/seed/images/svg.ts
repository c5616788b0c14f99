/** Tiny helpers for writing SVG by hand. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

export function linearGradient(id: string, from: string, to: string, angle: 'horizontal' | 'diagonal' = 'diagonal'): string {
  const end = angle === 'horizontal' ? 'x2="1" y2="0"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export const FONT = 'font-family="\'Trebuchet MS\', Arial, Helvetica, sans-serif"';

export function text(
  x: number,
  y: number,
  content: string,
  options: { size: number; color: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; opacity?: number },
): string {
  const anchor = options.anchor ?? 'start';
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return `<text x="${x}" y="${y}" ${FONT} font-size="${options.size}" font-weight="${options.weight ?? 400}" fill="${options.color}"${opacity} text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

/** Splits text into lines of at most `maxChars` characters, on word boundaries. */
export function wrap(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Toonbank's brand colours (§9): green primary, purple secondary, yellow accent. */
export const BRAND_COLORS = {
  green: '#2E7D32',
  greenDark: '#1B5E20',
  greenLight: '#E8F5E9',
  purple: '#6A1B9A',
  purpleDark: '#4A148C',
  purpleLight: '#F3E5F5',
  yellow: '#FDD835',
  yellowLight: '#FFF8E1',
  ink: '#263238',
} as const;
