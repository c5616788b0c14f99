import { writeFile } from 'node:fs/promises';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) that shows one EAN-13 barcode, drawn
 * here from its digits (the standard's L, G and R patterns), as a Y4M stream of grey frames.
 */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' black), from its 13 digits. */
export function ean13Modules(ean: string): string {
  if (!/^\d{13}$/.test(ean)) throw new Error(`not an EAN-13: ${ean}`);
  const digits = [...ean].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'L' ? L[digit] : G[digit]))
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/** Writes a Y4M file of `frames` 640×480 frames showing the barcode of `ean` on white. */
export async function writeBarcodeVideo(file: string, ean: string, frames = 10): Promise<void> {
  const width = 640;
  const height = 480;
  const module = 5;
  const modules = ean13Modules(ean);
  const left = Math.floor((width - modules.length * module) / 2);
  const luma = new Uint8Array(width * height).fill(235);
  for (let y = 120; y < 360; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      luma.fill(16, y * width + left + m * module, y * width + left + (m + 1) * module);
    }
  }
  const chroma = new Uint8Array((width / 2) * (height / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
