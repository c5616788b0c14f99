import type { TileProduct } from '../product/ProductTile.tsx';

/** A content block as the API sends it (HTML already sanitised on the server). */
export interface BlockData {
  Type: 'text' | 'image' | 'imageText' | 'bannerRow' | 'productSlider' | 'brandSlider' | 'uspRow' | 'faq' | 'form' | 'video';
  Title: string | null;
  Html: string | null;
  Image: { Src: string; Alt: string; Url: string | null } | null;
  Caption: string | null;
  ImagePosition: 'left' | 'right' | null;
  Banners: { Src: string; Alt: string; Title: string | null; Url: string | null }[];
  WebNodeId: number | null;
  Limit: number | null;
  Brands: { Name: string; Url: string; Img: string | null }[];
  Items: { Title: string; Text: string | null; Url: string | null }[];
  Questions: { Id: number; Question: string; Answer: string }[];
  FormId: string | null;
  VideoUrl: string | null;
}

export interface FormDefinition {
  Id: string;
  Title: string;
  Intro: string;
  SubmitLabel: string;
  SuccessUrl: string;
  Fields: {
    Name: string;
    Label: string;
    Type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'postcode';
    Required: boolean;
    MaxLength: number | null;
    Options: { Value: string; Label: string }[];
  }[];
}

/** What a page's blocks need besides themselves: slider products per web node id, form definitions per id. */
export interface BlockExtras {
  products: Record<number, TileProduct[]>;
  forms: Record<string, FormDefinition>;
}

/** The result of a form post, for the form that was sent. */
export interface FormActionResult {
  formId: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
}
