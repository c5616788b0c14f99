import sprite from './icons.svg?url';

/**
 * The icon names, each a <symbol> in icons.svg. The sprite is one hashed,
 * immutable asset the browser loads once, so a page carries a short <use>
 * per icon instead of the drawing (every page had 50 inline icons).
 */
export const ICON_NAMES = [
  'search',
  'user',
  'cart',
  'heart',
  'heartFilled',
  'list',
  'menu',
  'close',
  'home',
  'grid',
  'chevronDown',
  'chevronLeft',
  'chevronRight',
  'check',
  'tag',
  'sparkle',
  'news',
  'truck',
  'clock',
  'gift',
  'store',
  'phone',
  'fax',
  'mail',
  'pin',
  'external',
  'pause',
  'play',
  'arrowLeft',
  'arrowRight',
  'info',
  'alert',
  'globe',
  'paw',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * An icon from the sprite; always decorative (aria-hidden), so pair it with visible or visually hidden text. No
 * `focusable="false"`: only Internet Explorer and the old Edge made an SVG focusable, and a lister renders about 190
 * icons per request (issue 19: 3 KB of its HTML and an attribute each in the server's render).
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
