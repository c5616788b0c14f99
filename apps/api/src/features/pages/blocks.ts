import { z } from '@hono/zod-openapi';
import { findWebNodeByUrl, listPopularBrands, listVisibleBrands } from '@toonbank/db/repositories/catalogue';
import { listFaq } from '@toonbank/db/repositories/content';
import type { Db } from '@toonbank/db/client';
import { localizeFields, type ContentLanguage, type FieldTranslations } from '@toonbank/domain';
import { sanitizeContentHtml } from './sanitize.ts';
import { ContentLanguageSchema } from '../../lib/schemas.ts';

/** A FAQ question as blocks and the FAQ calls send it: its answer sanitised, `Language` the language of its text. */
export const FaqQuestionSchema = z.object({ Id: z.number(), Question: z.string(), Answer: z.string(), Language: ContentLanguageSchema });

const safeUrl = z
  .string()
  .max(500)
  .refine((url) => /^(https?:\/\/|\/(?!\/))/i.test(url), 'Ongeldige url.');
const image = z.object({ src: safeUrl, alt: z.string().max(300), title: z.string().max(300).optional(), url: safeUrl.optional() });

/** What the database may hold per block type; anything else is left out of the page. */
const StoredBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), html: z.string().max(100_000) }),
  z.object({
    type: z.literal('image'),
    src: safeUrl,
    alt: z.string().max(300),
    caption: z.string().max(500).optional(),
    url: safeUrl.optional(),
  }),
  z.object({
    type: z.literal('imageText'),
    src: safeUrl,
    alt: z.string().max(300),
    title: z.string().max(300).optional(),
    html: z.string().max(100_000),
    imagePosition: z.enum(['left', 'right']).catch('left'),
  }),
  z.object({ type: z.literal('bannerRow'), banners: z.array(image).max(12) }),
  z.object({
    type: z.literal('productSlider'),
    title: z.string().max(300).optional(),
    webNodeUrl: z.string().max(300),
    limit: z.number().int().min(1).max(24).optional(),
  }),
  z.object({
    type: z.literal('brandSlider'),
    title: z.string().max(300).optional(),
    brandUrls: z.array(z.string().max(200)).max(50).optional(),
  }),
  z.object({
    type: z.literal('uspRow'),
    items: z.array(z.object({ title: z.string().max(300), text: z.string().max(1000).optional(), url: safeUrl.optional() })).max(12),
  }),
  z.object({ type: z.literal('faq'), category: z.string().max(100), title: z.string().max(300).optional() }),
  z.object({ type: z.literal('form'), formId: z.string().max(100), title: z.string().max(300).optional() }),
  z.object({
    type: z.literal('video'),
    url: z
      .string()
      .max(500)
      .refine(
        (url) => /^https:\/\/(www\.)?(youtube(-nocookie)?\.com|player\.vimeo\.com)\//.test(url) || /^\/[^/]/.test(url),
        'Ongeldige video-url.',
      ),
    title: z.string().max(300).optional(),
  }),
]);

type Stored = z.infer<typeof StoredBlock>;

/** The block as the storefront gets it: HTML sanitised, references resolved. */
export const BlockSchema = z
  .object({
    Type: z.enum(['text', 'image', 'imageText', 'bannerRow', 'productSlider', 'brandSlider', 'uspRow', 'faq', 'form', 'video']),
    Title: z.string().nullable(),
    Html: z.string().nullable(),
    Image: z.object({ Src: z.string(), Alt: z.string(), Url: z.string().nullable() }).nullable(),
    Caption: z.string().nullable(),
    ImagePosition: z.enum(['left', 'right']).nullable(),
    Banners: z.array(z.object({ Src: z.string(), Alt: z.string(), Title: z.string().nullable(), Url: z.string().nullable() })),
    WebNodeId: z.number().nullable(),
    Limit: z.number().nullable(),
    Brands: z.array(z.object({ Name: z.string(), Url: z.string(), Img: z.string().nullable() })),
    Items: z.array(z.object({ Title: z.string(), Text: z.string().nullable(), Url: z.string().nullable() })),
    Questions: z.array(FaqQuestionSchema),
    FormId: z.string().nullable(),
    VideoUrl: z.string().nullable(),
  })
  .openapi('ContentBlock');

export type Block = z.infer<typeof BlockSchema>;

const EMPTY: Omit<Block, 'Type'> = {
  Title: null,
  Html: null,
  Image: null,
  Caption: null,
  ImagePosition: null,
  Banners: [],
  WebNodeId: null,
  Limit: null,
  Brands: [],
  Items: [],
  Questions: [],
  FormId: null,
  VideoUrl: null,
};

/** A FAQ question with its answer sanitised, as blocks and the FAQ calls send it. */
export const toFaqQuestion = (
  q: { id: number; question: string; answer: string; translations?: FieldTranslations },
  language: ContentLanguage = 'nl',
) => {
  const text = localizeFields(q, q.translations, language, ['question', 'answer']);
  return { Id: q.id, Question: text.question, Answer: sanitizeContentHtml(text.answer), Language: text.language };
};

/** Stored blocks → response blocks. Invalid blocks are dropped, never sent half. */
export async function resolveBlocks(db: Db, stored: readonly unknown[]): Promise<Block[]> {
  const valid = stored.flatMap((raw) => {
    const parsed = StoredBlock.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  return Promise.all(valid.map((block) => resolveBlock(db, block)));
}

async function resolveBlock(db: Db, block: Stored): Promise<Block> {
  const title = 'title' in block ? (block.title ?? null) : null;
  switch (block.type) {
    case 'text':
      return { ...EMPTY, Type: 'text', Html: sanitizeContentHtml(block.html) };
    case 'image':
      return { ...EMPTY, Type: 'image', Image: { Src: block.src, Alt: block.alt, Url: block.url ?? null }, Caption: block.caption ?? null };
    case 'imageText':
      return {
        ...EMPTY,
        Type: 'imageText',
        Title: title,
        Html: sanitizeContentHtml(block.html),
        Image: { Src: block.src, Alt: block.alt, Url: null },
        ImagePosition: block.imagePosition,
      };
    case 'bannerRow':
      return {
        ...EMPTY,
        Type: 'bannerRow',
        Banners: block.banners.map((b) => ({ Src: b.src, Alt: b.alt, Title: b.title ?? null, Url: b.url ?? null })),
      };
    case 'productSlider': {
      const node = await findWebNodeByUrl(db, block.webNodeUrl);
      return { ...EMPTY, Type: 'productSlider', Title: title, WebNodeId: node?.isActive ? node.id : null, Limit: block.limit ?? 8 };
    }
    case 'brandSlider': {
      const rows = block.brandUrls
        ? (await listVisibleBrands(db)).filter((brand) => block.brandUrls!.includes(brand.url))
        : await listPopularBrands(db, 12);
      return {
        ...EMPTY,
        Type: 'brandSlider',
        Title: title,
        Brands: rows.map((brand) => ({ Name: brand.name, Url: brand.url, Img: brand.img })),
      };
    }
    case 'uspRow':
      return {
        ...EMPTY,
        Type: 'uspRow',
        Items: block.items.map((item) => ({ Title: item.title, Text: item.text ?? null, Url: item.url ?? null })),
      };
    case 'faq': {
      const [category] = await listFaq(db, block.category);
      return {
        ...EMPTY,
        Type: 'faq',
        Title: title ?? category?.title ?? null,
        Questions: (category?.questions ?? []).map((q) => toFaqQuestion(q)),
      };
    }
    case 'form':
      return { ...EMPTY, Type: 'form', Title: title, FormId: block.formId };
    case 'video':
      return { ...EMPTY, Type: 'video', Title: title, VideoUrl: block.url };
  }
}
