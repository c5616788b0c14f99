/** The order a product's images are shown in: the front image first, the others by the number their type ends in. */

export interface TypedImage {
  url: string;
  type: string;
}

/** Sort key of an image type: Front first, then by the numeric suffix ('Standard2' → 2), unknown 9999. */
export function imageTypeRank(type: string): number {
  if (type.toLowerCase() === 'front') return -1;
  const suffix = /(\d+)$/.exec(type);
  return suffix ? Number(suffix[1]) : 9999;
}

/** A product's images in the order shown: the front image first, the others by numeric suffix, unknown types last; stable otherwise. */
export function orderImages<T extends TypedImage>(images: readonly T[]): T[] {
  return images
    .map((image, index) => ({ image, index, rank: imageTypeRank(image.type) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ image }) => image);
}
