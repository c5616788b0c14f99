/**
 * Reads EAN-13, EAN-8 and UPC codes from a video frame (issue 17, scan modal): the browser's BarcodeDetector where it
 * knows these formats, else ZXing compiled to WebAssembly (zxing-wasm), whose code and .wasm file are served by the
 * shop itself and loaded only when the scan modal opens.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const NATIVE_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

/** A reader of the best kind this browser offers. */
export async function createFrameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    const formats = NATIVE_FORMATS.filter((format) => supported.includes(format));
    if (formats.length > 0) {
      const detector = new Native({ formats });
      return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
    }
  }
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const results = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), {
      formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return results.find((result) => result.isValid)?.text ?? null;
  };
}
