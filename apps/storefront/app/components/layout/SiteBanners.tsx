import { useT } from '../../i18n/messages.ts';
import type { ContentItem } from '@toonbank/api/types';
import { plainText } from '../../lib/text.ts';
import { contentLink } from '../../lib/links.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { ItemText } from '../ui/ItemText.tsx';

/** Site banners (§2 layout): notices above the content; the API only returns those within their dates. */
export function SiteBanners({ banners }: { banners: ContentItem[] }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section className="site-banners" aria-label={t('banners.label')}>
      <ul className="container site-banners__list">
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
      </ul>
    </section>
  );
}
