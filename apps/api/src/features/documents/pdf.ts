/**
 * The shop's PDF documents (invoice, packing slips), drawn with PDFKit on A4 with the standard Helvetica fonts: one
 * letterhead and one table layout for all of them, in the reader's language (`DocumentTexts`).
 */
import type { Letterhead } from '@toonbank/domain';
import PDFDocument from 'pdfkit';
import type { DocumentTexts } from '../../lib/document-texts.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

export const PAGE = { left: 50, right: 545, top: 50, bottom: 780 } as const;
const INK = '#1d1d1b';
const MUTED = '#5b5b57';
const RULE = '#b9b9b4';

/** Draws a document into a buffer. */
export function renderPdf(info: { title: string; author: string; locale: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 40, left: 50, right: 50 },
    info: { Title: info.title, Author: info.author },
    lang: info.locale,
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The shop's letterhead at the top left and the document's title at the right; answers the y below it. */
export function letterhead(doc: Pdf, head: Letterhead, title: string, texts: DocumentTexts): number {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(head.name, PAGE.left, PAGE.top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const lines = [
    head.legalName,
    ...head.addressLines,
    [head.phone && texts.t('phone', { phone: head.phone }), head.email].filter(Boolean).join('  ·  '),
    [head.kvkNumber && texts.t('kvkNumber', { number: head.kvkNumber }), head.vatNumber && texts.t('vatNumber', { number: head.vatNumber })]
      .filter(Boolean)
      .join('  ·  '),
  ].filter(Boolean);
  doc.text(lines.join('\n'), PAGE.left, PAGE.top + 24, { width: 300 });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, 345, PAGE.top, { width: PAGE.right - 345, align: 'right' });
  const y = Math.max(doc.y, PAGE.top + 24 + lines.length * 11) + 14;
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.7).strokeColor(RULE).stroke();
  return y + 14;
}

/** A block of text lines with a bold first line (an address block), at x; answers the y below it. */
export function addressBlock(doc: Pdf, x: number, y: number, width: number, heading: string, lines: readonly string[]): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(lines.filter(Boolean).join('\n'), x, doc.y + 3, { width });
  return doc.y;
}

/** Label-value pairs in two aligned columns; answers the y below them. */
export function facts(doc: Pdf, x: number, y: number, pairs: readonly [string, string][]): number {
  let at = y;
  for (const [label, value] of pairs) {
    if (!value) continue;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, x, at, { width: 95 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(value, x + 95, at, { width: PAGE.right - x - 95 });
    at = Math.max(doc.y, at + 12) + 1;
  }
  return at;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table with a header row, repeated on every new page; rows wrap their cells. Answers the y below it. */
export function table(doc: Pdf, y: number, columns: readonly Column[], rows: readonly string[][]): number {
  const header = (top: number) => {
    let x = PAGE.left;
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    for (const column of columns) {
      doc.text(column.header, x + 2, top, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    }
    const below = top + 14;
    doc.moveTo(PAGE.left, below).lineTo(PAGE.right, below).lineWidth(0.7).strokeColor(RULE).stroke();
    return below + 5;
  };
  let at = header(y);
  for (const row of rows) {
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 })), 11);
    if (at + height > PAGE.bottom) {
      doc.addPage();
      at = header(PAGE.top);
    }
    let x = PAGE.left;
    doc.fillColor(INK);
    row.forEach((cell, i) => {
      doc.text(cell, x + 2, at, { width: columns[i]!.width - 4, align: columns[i]!.align ?? 'left' });
      x += columns[i]!.width;
    });
    at += height + 5;
  }
  doc.moveTo(PAGE.left, at).lineTo(PAGE.right, at).lineWidth(0.7).strokeColor(RULE).stroke();
  return at + 8;
}

/** Right-aligned label-amount rows (totals); the last may be bold. Answers the y below them. */
export function totals(doc: Pdf, y: number, rows: readonly { label: string; value: string; bold?: boolean }[]): number {
  let at = y;
  if (at + rows.length * 14 > PAGE.bottom) {
    doc.addPage();
    at = PAGE.top;
  }
  for (const row of rows) {
    doc
      .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.bold ? 10.5 : 9)
      .fillColor(INK);
    doc.text(row.label, 300, at, { width: 160, align: 'right' });
    doc.text(row.value, 465, at, { width: PAGE.right - 465, align: 'right' });
    at += row.bold ? 16 : 13;
  }
  return at + 6;
}

/** A paragraph across the page (notes, statements); answers the y below it. */
export function paragraph(doc: Pdf, y: number, text: string, options: { bold?: boolean } = {}): number {
  let at = y;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor(INK);
  if (at + doc.heightOfString(text, { width: PAGE.right - PAGE.left }) > PAGE.bottom) {
    doc.addPage();
    at = PAGE.top;
  }
  doc.text(text, PAGE.left, at, { width: PAGE.right - PAGE.left });
  return doc.y + 6;
}
