import { productPicture } from '@toonbank/domain/product-pictures';

/**
 * A product picture (issue 12): an imported photo as `<picture>` with AVIF and WebP sources at several widths, a
 * demo packshot as one SVG; width and height always set, so the page does not shift while it loads. `eager` for
 * the first picture a visitor sees (the product page's, the first tiles); every other one loads lazily. Without
 * sources (a packshot) the `<img>` alone: its `<picture>` would carry nothing (`.product-picture` is `display:
 * contents`, so nothing moves), one element fewer per tile (issue 19).
 */
export function ProductImage({
  url,
  alt,
  sizes,
  eager = false,
  className,
}: {
  url: string;
  alt: string;
  /** How wide the picture is shown, for the browser's choice from the srcset ('(max-width: 600px) 50vw, 240px'). */
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const picture = productPicture(url);
  const img = (
    <img
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (picture.sources.length === 0) return img;
  return (
    <picture className="product-picture">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
