import type { ContentItem } from '@toonbank/api/types';
import { useLocale } from '../../i18n/messages.ts';
import { bannerPicture } from '../../lib/content.ts';
import { contentLink } from '../../lib/links.ts';
import { SmartLink } from '../ui/SmartLink.tsx';

/** The banners of a page part (§2: store banners, contact banner), already within their publication dates. */
export function PageBanners({ items, label }: { items: readonly ContentItem[]; label: string }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <aside className="page-banners" aria-label={label}>
      {items.map((item) => {
        const link = contentLink(item);
        const picture = bannerPicture(item, locale);
        const body = (
          <>
            {picture ? <img src={picture} alt="" loading="lazy" /> : null}
            <strong>{item.Title ?? item.Name}</strong>
            {item.Text ? <span>{item.Text}</span> : null}
          </>
        );
        return (
          <div key={item.Id} className="page-banners__item">
            {link ? <SmartLink link={link}>{body}</SmartLink> : body}
          </div>
        );
      })}
    </aside>
  );
}
