/**
 * Structured content blocks of articles and news items (`blocks` jsonb, §3
 * Article/content). HTML inside blocks is simple, trusted markup written by the
 * shop (paragraphs, lists, links, strong/em); renderers still sanitise it.
 */

export interface BlockImage {
  src: string;
  alt: string;
  title?: string;
  url?: string;
}

export type ContentBlock =
  | { type: 'text'; html: string }
  | { type: 'image'; src: string; alt: string; caption?: string; url?: string }
  | { type: 'imageText'; src: string; alt: string; title?: string; html: string; imagePosition: 'left' | 'right' }
  | { type: 'bannerRow'; banners: BlockImage[] }
  /** Products of the web node with this url (e.g. 'hond/snacks/kauwsnacks' or 'aanbiedingen'). */
  | { type: 'productSlider'; title?: string; webNodeUrl: string; limit?: number }
  /** Brands by url; without `brandUrls` the popular brands. */
  | { type: 'brandSlider'; title?: string; brandUrls?: string[] }
  | { type: 'uspRow'; items: { title: string; text?: string; url?: string }[] }
  /** The questions of the FAQ category with this name (e.g. 'bezorgen'). */
  | { type: 'faq'; category: string; title?: string }
  | { type: 'form'; formId: string; title?: string }
  | { type: 'video'; url: string; title?: string };

export type ContentBlockType = ContentBlock['type'];

export const CONTENT_BLOCK_TYPES: readonly ContentBlockType[] = [
  'text',
  'image',
  'imageText',
  'bannerRow',
  'productSlider',
  'brandSlider',
  'uspRow',
  'faq',
  'form',
  'video',
];
