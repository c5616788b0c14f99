import { useState } from 'react';
import { useLocale, useT } from '../../i18n/messages.ts';
import type { ContentItem } from '@toonbank/api/types';
import { dutchFragment, itemLabel } from '../../lib/content.ts';
import { contentLink } from '../../lib/links.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { ItemText } from '../ui/ItemText.tsx';
import { Island, type ShellIslands, type ShellMarkup } from './islands.tsx';
import type { HeaderLink } from './types.ts';

/**
 * Top bar (§2): a scrolling list of unique selling points and the quick links
 * of the top menu. The USPs scroll on small screens; a pause button stops
 * them (WCAG 2.2.2) and prefers-reduced-motion keeps them still. The USPs
 * themselves are static markup rendered once per language (UspTrack).
 */
export function TopBar({ islands, parts, quickLinks }: { islands: ShellIslands; parts: ShellMarkup['parts']; quickLinks: HeaderLink[] }) {
  const t = useT();
  const locale = useLocale();
  const [paused, setPaused] = useState(false);
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        {islands.usps && (
          <section className={`usp-ticker${paused ? ' usp-ticker--paused' : ''}`} aria-label={t('usp.label')}>
            <Island name="usps" islandKey={islands.key} parts={parts} className="usp-ticker__viewport" />
            <button
              type="button"
              className="usp-ticker__toggle"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t('usp.play') : t('usp.pause')}
              title={paused ? t('usp.play') : t('usp.pause')}
            >
              <Icon name={paused ? 'play' : 'pause'} size={12} />
            </button>
          </section>
        )}
        {quickLinks.length > 0 && (
          <nav className="topbar__links" aria-label={t('nav.quickLinks')}>
            <ul>
              {quickLinks.map((item) => {
                const link = contentLink(item);
                // A name longer than the link's 150 px ends in an ellipsis: the title shows it whole (on hover), in its language.
                const title = itemLabel(item);
                const lang = dutchFragment(item, locale);
                return (
                  <li key={item.Id}>
                    {link ? (
                      <SmartLink link={link} className="topbar__link" title={title} lang={lang}>
                        <ItemText item={item} />
                      </SmartLink>
                    ) : (
                      <span className="topbar__link" title={title} lang={lang}>
                        <ItemText item={item} />
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

/** The scrolling USPs (island `usps`, rendered once per language: decision 0027). */
export function UspTrack({ usps }: { usps: ContentItem[] }) {
  return (
    <div className="usp-ticker__track">
      <UspList usps={usps} />
      {/* A copy for a seamless loop; hidden from assistive technology and the tab order. */}
      <UspList usps={usps} copy />
    </div>
  );
}

function UspList({ usps, copy = false }: { usps: ContentItem[]; copy?: boolean }) {
  return (
    <ul className={`usp-ticker__list${copy ? ' usp-ticker__list--copy' : ''}`} aria-hidden={copy || undefined}>
      {usps.map((usp) => {
        const link = contentLink(usp);
        const label = itemLabel(usp);
        return (
          <li key={usp.Id} className="usp-ticker__item">
            <Icon name="check" size={16} className="usp-ticker__icon" />
            {link ? (
              <SmartLink link={link} className="usp-ticker__link" tabIndex={copy ? -1 : undefined} showExternalIcon={false}>
                <ItemText item={usp} text={label} />
              </SmartLink>
            ) : (
              <span>
                <ItemText item={usp} text={label} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
