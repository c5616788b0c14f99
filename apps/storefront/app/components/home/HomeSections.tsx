import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { useLocale, useT } from '../../i18n/messages.ts';
import type { Brand, ContentItem } from '@toonbank/api/types';
import { bannerPicture, itemLabel } from '../../lib/content.ts';
import { brandHref, contentLink } from '../../lib/links.ts';
import { plainText } from '../../lib/text.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { ItemText } from '../ui/ItemText.tsx';

/** A content item as the home page shows it: its own texts and link (the home's areas have no sub-items). */
export type HomeItem = Omit<ContentItem, 'Children'>;

/** The loader data of a home content item: its children left out. */
export function toHomeItem({ Id, Key, Name, Title, Text, Language, Url, AlternateUrl, NewWindow, Image }: ContentItem): HomeItem {
  return { Id, Key, Name, Title, Text, Language, Url, AlternateUrl, NewWindow, Image };
}

/** Picks a fitting icon for a USP or advantage from its key or words; a check mark otherwise. */
export function uspIcon(item: Pick<ContentItem, 'Key' | 'Name' | 'Title'>): IconName {
  const text = `${item.Key ?? ''} ${item.Name} ${item.Title ?? ''}`.toLowerCase();
  if (/verzend|bezorg|lever|shipping|delivery|truck/.test(text)) return 'truck';
  if (/22[:.]00|morgen|snel|uur|time|clock/.test(text)) return 'clock';
  if (/proef|sample|gratis|gift|cadeau/.test(text)) return 'gift';
  if (/winkel|vestiging|store|afhalen|pickup/.test(text)) return 'store';
  if (/service|advies|klant|contact|hulp/.test(text)) return 'phone';
  if (/merk|brand|assortiment|keuze/.test(text)) return 'tag';
  if (/dier|hond|kat|paw|pet/.test(text)) return 'paw';
  return 'check';
}

/**
 * A content banner: its picture (which carries its own lettering, so the alt
 * text repeats it) as a link; without a picture a text card in brand colours.
 */
function ContentBanner({
  item,
  className,
  index,
  width,
  height,
  eager = false,
}: {
  item: HomeItem;
  className: string;
  index: number;
  width: number;
  height: number;
  eager?: boolean;
}) {
  const locale = useLocale();
  const link = contentLink(item);
  const text = plainText(item.Text);
  const title = itemLabel(item);
  const picture = bannerPicture(item, locale);
  const body = picture ? (
    <img
      src={picture}
      alt={text ? `${title}. ${text}` : title}
      width={width}
      height={height}
      // The first banner under the hero is in a phone's first screen, often its largest picture (LCP): fetched at
      // once and early; the others when they come near (decision 0018).
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={`${className}__image`}
    />
  ) : (
    <span className={`${className}__fallback ${className}__fallback--${(index % 3) + 1}`}>
      <span className={`${className}__title`}>{title}</span>
      {text && <span className={`${className}__text`}>{text}</span>}
    </span>
  );
  return link ? (
    <SmartLink link={link} className={`${className}__link`}>
      {body}
    </SmartLink>
  ) : (
    <div className={`${className}__link`}>{body}</div>
  );
}

/** HomeBannersRow: a row of promotional banners under the hero. */
export function PromoBanners({ items }: { items: HomeItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="promo-banners">
      {items.map((item, index) => (
        <li key={item.Id} className="promo-banner">
          <ContentBanner item={item} className="promo-banner" index={index} width={800} height={400} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** A strip of selling points with icons (HomeUspBanners, or the main USPs). */
export function UspBand({ items, label }: { items: HomeItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <section className="usp-band" aria-label={label}>
      <ul className="usp-band__list">
        {items.map((item) => {
          const link = contentLink(item);
          const text = plainText(item.Text);
          const title = itemLabel(item);
          return (
            <li key={item.Id} className="usp-band__item">
              <span className="usp-band__icon">
                <Icon name={uspIcon(item)} size={26} />
              </span>
              <span className="usp-band__text">
                {link ? (
                  <SmartLink link={link} className="usp-band__title">
                    {title}
                  </SmartLink>
                ) : (
                  <strong className="usp-band__title">{title}</strong>
                )}
                {text && <span className="usp-band__sub">{text}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** HomeThreeBlocks: three content blocks (banner pictures with a link). */
export function ThreeBlocks({ items }: { items: HomeItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="three-blocks">
      {items.slice(0, 3).map((item, index) => (
        <li key={item.Id} className="block-card">
          <ContentBanner item={item} className="block-card" index={index} width={600} height={400} />
        </li>
      ))}
    </ul>
  );
}

/** HomeAdvantages: why shop here, as a panel with icon items. */
export function Advantages({ items }: { items: HomeItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="advantages" aria-labelledby="advantages-title">
      <div className="advantages__intro">
        <h2 id="advantages-title" className="advantages__title">
          {t('home.advantages')}
        </h2>
        <p>{t('home.advantagesIntro')}</p>
      </div>
      <ul className="advantages__list">
        {items.map((item) => {
          const text = plainText(item.Text);
          return (
            <li key={item.Id} className="advantages__item">
              <span className="advantages__icon">
                <Icon name={uspIcon(item)} size={24} />
              </span>
              <span>
                <strong className="advantages__item-title">
                  <ItemText item={item} />
                </strong>
                {text && <span className="advantages__item-text">{text}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the brand strip shows of a brand. */
export type HomeBrand = Pick<Brand, 'Id' | 'Name' | 'Url' | 'Img'>;

/** Popular brands: logos linking to /merken/{url}. */
export function BrandStrip({ brands }: { brands: Promise<HomeBrand[]> }) {
  const t = useT();
  return (
    <section className="brand-strip" aria-labelledby="brands-title">
      <div className="section-heading">
        <h2 id="brands-title" className="section-heading__title">
          {t('home.brands')}
        </h2>
        <Link to="/merken" className="section-heading__link">
          {t('home.allBrands')}
          <Icon name="arrowRight" size={16} />
        </Link>
      </div>
      <Suspense fallback={<div className="brand-strip__list brand-strip__list--loading skeleton" aria-hidden="true" />}>
        <Await resolve={brands} errorElement={null}>
          {(list) => (
            <ul className="brand-strip__list">
              {list.map((brand) => (
                <li key={brand.Id}>
                  <Link to={brandHref(brand.Url)} className="brand-strip__brand">
                    {brand.Img ? <img src={brand.Img} alt={brand.Name} loading="lazy" /> : <span>{brand.Name}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Await>
      </Suspense>
    </section>
  );
}
