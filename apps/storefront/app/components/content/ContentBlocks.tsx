import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/messages.ts';
import { ProductRow } from '../product/ProductRow.tsx';
import { dutchFragment } from '../../lib/content.ts';
import { isExternalUrl, normalizeUrl, type ContentLink } from '../../lib/links.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { ContentForm } from './ContentForm.tsx';
import type { Block } from '@toonbank/api/types';
import type { BlockExtras, FormActionResult } from '../../lib/content.ts';

/** The blocks of a content page or news item, each rendered by type. HTML comes sanitised from the API. */
export function ContentBlocks({
  blocks,
  extras,
  formResult,
}: {
  blocks: Block[];
  extras: BlockExtras;
  formResult: FormActionResult | null;
}) {
  return (
    <div className="content-blocks">
      {blocks.map((block, index) => (
        <ContentBlock key={index} index={index} block={block} extras={extras} formResult={formResult} />
      ))}
    </div>
  );
}

function ContentBlock({
  block,
  index,
  extras,
  formResult,
}: {
  block: Block;
  index: number;
  extras: BlockExtras;
  formResult: FormActionResult | null;
}) {
  const t = useT();
  switch (block.Type) {
    case 'text':
      return <div className="content-block content-block--text rich-text" dangerouslySetInnerHTML={{ __html: block.Html ?? '' }} />;
    case 'image':
      return block.Image ? (
        <figure className="content-block content-block--image">
          {block.Image.Url ? (
            <Link to={block.Image.Url}>
              <img src={block.Image.Src} alt={block.Image.Alt} loading="lazy" />
            </Link>
          ) : (
            <img src={block.Image.Src} alt={block.Image.Alt} loading="lazy" />
          )}
          {block.Caption ? <figcaption>{block.Caption}</figcaption> : null}
        </figure>
      ) : null;
    case 'imageText':
      return (
        <section className={`content-block content-block--image-text content-block--image-${block.ImagePosition ?? 'left'}`}>
          {block.Image ? <img src={block.Image.Src} alt={block.Image.Alt} loading="lazy" /> : null}
          <div>
            {block.Title ? <h2>{block.Title}</h2> : null}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.Html ?? '' }} />
          </div>
        </section>
      );
    case 'bannerRow':
      return (
        <ul className="content-block content-block--banner-row">
          {block.Banners.map((banner, i) => (
            <li key={i}>
              {banner.Url ? (
                <SmartLink link={contentLink(banner.Url)}>
                  <img src={banner.Src} alt={banner.Alt} loading="lazy" />
                </SmartLink>
              ) : (
                <img src={banner.Src} alt={banner.Alt} loading="lazy" />
              )}
            </li>
          ))}
        </ul>
      );
    case 'productSlider': {
      const products = block.WebNodeId !== null ? (extras.products[block.WebNodeId] ?? []) : [];
      if (products.length === 0) return null;
      return (
        <div className="content-block content-block--products">
          <ProductRow row={{ key: `block-${index}`, title: block.Title ?? t('content.products'), href: null, products }} />
        </div>
      );
    }
    case 'brandSlider':
      return (
        <section className="content-block content-block--brands" aria-label={block.Title ?? t('content.brands')}>
          {block.Title ? <h2>{block.Title}</h2> : null}
          <ul>
            {block.Brands.map((brand) => (
              <li key={brand.Url}>
                <Link to={`/merken/${brand.Url}`}>{brand.Img ? <img src={brand.Img} alt={brand.Name} loading="lazy" /> : brand.Name}</Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'uspRow':
      return (
        <ul className="content-block content-block--usps">
          {block.Items.map((item, i) => (
            <li key={i}>
              <strong>{item.Url ? <SmartLink link={contentLink(item.Url)}>{item.Title}</SmartLink> : item.Title}</strong>
              {item.Text ? <span>{item.Text}</span> : null}
            </li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <section className="content-block content-block--faq">
          {block.Title ? <h2>{block.Title}</h2> : null}
          <FaqList questions={block.Questions} />
        </section>
      );
    case 'form': {
      const form = block.FormId ? extras.forms[block.FormId] : undefined;
      return form ? <ContentForm form={form} result={formResult} title={block.Title} /> : null;
    }
    case 'video':
      return block.VideoUrl ? (
        <figure className="content-block content-block--video">
          <iframe
            src={block.VideoUrl}
            title={block.Title ?? t('content.video')}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="fullscreen"
          />
          {block.Title ? <figcaption>{block.Title}</figcaption> : null}
        </figure>
      ) : null;
  }
}

/** Questions as an accordion of native disclosure widgets (keyboard: Tab, Enter/Space). */
export function FaqList({ questions }: { questions: { Id: number; Question: string; Answer: string; Language?: 'nl' | 'fr' | 'en' }[] }) {
  const locale = useLocale();
  return (
    <div className="faq-list">
      {questions.map((q) => (
        // A question without a translation is the Dutch one: marked lang="nl" on a French or English page.
        <details key={q.Id} className="faq-list__item" lang={dutchFragment(q, locale)}>
          <summary className="faq-list__question">
            <span>{q.Question}</span>
            <Icon name="chevronDown" size={20} className="faq-list__icon" />
          </summary>
          <div className="faq-list__answer rich-text" dangerouslySetInnerHTML={{ __html: q.Answer }} />
        </details>
      ))}
    </div>
  );
}

function contentLink(url: string): ContentLink {
  return { href: normalizeUrl(url), external: isExternalUrl(url), newWindow: false };
}
