import { createRoute, z } from '@hono/zod-openapi';
import { ContentLanguageSchema, dataEnvelope, jsonContent } from '../../lib/schemas.ts';

/** The content areas of §3. */
export const CONTENT_AREAS = [
  'MainMenu',
  'FooterMenu',
  'SubFooterMenu',
  'TopMenu',
  'ServiceMenus',
  'SiteBanners',
  'HomeBanners',
  'HomeBannersRow',
  'HomeThreeBlocks',
  'HomeUspBanners',
  'HomeAdvantages',
  'MainUsps',
  'VestigingBanners',
  'CheckoutUSPs',
  'PLPBanners',
  'PopularBrands',
  'NewBrands',
  'BrandsSlider',
  'DiscountBanners',
  'ContactDetailsBanner',
  'FirstVisit',
  'CompanyServices',
  'WildPageMenu',
  'Blocks',
  'UseBlocks',
  'NewsItems',
] as const;

export interface ContentItemTree {
  Id: number;
  Key: string | null;
  Name: string;
  Title: string | null;
  Text: string | null;
  Url: string | null;
  AlternateUrl: string | null;
  NewWindow: boolean;
  Image: string | null;
  /** The language of Name/Title/Text: the request's where translated, else 'nl' (issue 12 defect 6). */
  Language: 'nl' | 'fr' | 'en';
  Children: ContentItemTree[];
}

export const ContentItemSchema: z.ZodType<ContentItemTree> = z
  .object({
    Id: z.number(),
    Key: z.string().nullable(),
    Name: z.string(),
    Title: z.string().nullable(),
    Text: z.string().nullable(),
    Url: z.string().nullable(),
    AlternateUrl: z.string().nullable(),
    NewWindow: z.boolean(),
    Image: z.string().nullable(),
    Language: ContentLanguageSchema,
    get Children() {
      return z.array(ContentItemSchema);
    },
  })
  .openapi('ContentItem');

const areaList = z
  .union([z.enum(CONTENT_AREAS), z.array(z.enum(CONTENT_AREAS)).max(CONTENT_AREAS.length)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const getContentAreas = createRoute({
  method: 'get',
  path: '/aspos/content/areas',
  tags: ['Content'],
  summary: 'Items of the named content areas (menus, banners, USPs), within their publication dates',
  request: { query: z.object({ areas: areaList.openapi({ example: ['MainMenu', 'MainUsps'] }) }) },
  responses: {
    200: jsonContent(
      dataEnvelope(z.record(z.string(), z.array(ContentItemSchema))),
      'Per gebied de zichtbare items, menu-items met hun kinderen',
    ),
  },
});
