import { useT } from '../../i18n/messages.ts';
import type { ContentItem } from '@toonbank/api/types';
import { plainText } from '../../lib/text.ts';
import { contentLink } from '../../lib/links.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { ItemText } from '../ui/ItemText.tsx';
import { Island, type ShellIslands, type ShellMarkup } from './islands.tsx';

/** Site banners (§2 layout): notices above the content; the API only returns those within their dates. */
export function SiteBanners({ islands, parts }: { islands: ShellIslands; parts: ShellMarkup['parts'] }) {
  const t = useT();
  if (!islands.banners) return null;
  return (
    <section className="site-banners" aria-label={t('banners.label')}>
      <Island as="ul" name="banners" islandKey={islands.key} parts={parts} className="container site-banners__list" />
    </section>
  );
}

/** The banners' list items (island `banners`, rendered once per language: decision 0027). */
export function SiteBannerItems({ banners }: { banners: ContentItem[] }) {
  return (
    <>
      {banners.map((banner) => {
        const link = contentLink(banner);
        const text = plainText(banner.Text);
        return (
          <li key={banner.Id} className={`site-banner${banner.Key ? ` site-banner--${banner.Key}` : ''}`}>
            <Icon name="info" size={20} className="site-banner__icon" />
            <p className="site-banner__text">
              {link ? (
                <SmartLink link={link} className="site-banner__link">
                  <strong>
                    <ItemText item={banner} />
                  </strong>
                </SmartLink>
              ) : (
                <strong>
                  <ItemText item={banner} />
                </strong>
              )}
              {text && <span> {text}</span>}
            </p>
          </li>
        );
      })}
    </>
  );
}
