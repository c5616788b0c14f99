import type { ContentItem } from '@toonbank/api/types';
import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ShopInfo } from '../../lib/content.ts';
import { contentLink, isExternalUrl, normalizeUrl, type ContentLink } from '../../lib/links.ts';
import { Icon } from '../ui/Icon.tsx';
import { Logo } from '../ui/Logo.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { ChildLink } from './NavDropdown.tsx';
import { ItemText } from '../ui/ItemText.tsx';
import { Island, type ShellIslands, type ShellMarkup } from './islands.tsx';

/** §9: the footer shows the first two footer menus. */
const FOOTER_MENU_COLUMNS = 2;

function builderLink(url: string): ContentLink {
  const href = normalizeUrl(url);
  return { href, external: isExternalUrl(href), newWindow: false };
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The footer (§1, §2): company details from the `shop` setting, the first
 * two footer menus as columns, a sign-up invitation for new customers, the
 * sub-footer links, the language switcher and the site builder's credit.
 * What is the same for every viewer of a language is static markup rendered
 * once (islands, decision 0027: FooterMain, SubFooterLinks, FooterCredits);
 * the logo and the language switcher (it returns to this page) per page.
 */
export function Footer({ islands, parts }: { islands: ShellIslands; parts: ShellMarkup['parts'] }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <Island name="footer-main" islandKey={islands.key} parts={parts} className="site-footer__main" />
      <div className="site-footer__sub">
        <div className="container site-footer__sub-inner">
          <Link to="/" className="site-footer__logo" aria-label={t('site.logoLabel')}>
            <Logo />
          </Link>
          <Island
            as="nav"
            name="subfooter"
            islandKey={islands.key}
            parts={parts}
            aria-label={t('nav.subFooter')}
            className="subfooter-links"
          />
          <LanguageSwitcher />
        </div>
        <Island name="credits" islandKey={islands.key} parts={parts} className="container site-footer__credits" />
      </div>
    </footer>
  );
}

/** The footer's main part (island `footer-main`): company details, the first two footer menus, the sign-up invitation. */
export function FooterMain({
  shop,
  footerMenu,
  signUp = true,
}: {
  shop: ShopInfo;
  footerMenu: ContentItem[];
  /** The invitation to become a customer; not for logged-in customers and representatives (issue 12 defect 9). */
  signUp?: boolean;
}) {
  const t = useT();
  const shopName = shop.name ?? t('site.name');
  const cityLine = [shop.postalCode, shop.city].filter(Boolean).join(' ');
  const hasAddress = Boolean(shop.street || cityLine);
  const columns = footerMenu.slice(0, FOOTER_MENU_COLUMNS);
  return (
    <div className="container site-footer__grid">
      <section className="footer-contact" aria-labelledby="footer-contact-title">
        <h2 id="footer-contact-title" className="site-footer__heading">
          {t('footer.contact')}
        </h2>
        <address className="footer-contact__address">
          <strong className="footer-contact__name">{shopName}</strong>
          {hasAddress && (
            <span className="footer-contact__line">
              <Icon name="pin" size={18} />
              <span>
                <span className="visually-hidden">{t('text.colon', { label: t('footer.address') })} </span>
                {shop.street && <span className="footer-contact__block">{shop.street}</span>}
                {cityLine && <span className="footer-contact__block">{cityLine}</span>}
                {shop.country && <span className="footer-contact__block">{shop.country}</span>}
              </span>
            </span>
          )}
          {shop.phone && (
            <span className="footer-contact__line">
              <Icon name="phone" size={18} />
              <span>
                <span className="visually-hidden">{t('text.colon', { label: t('footer.phone') })} </span>
                <a href={telHref(shop.phone)}>{shop.phone}</a>
              </span>
            </span>
          )}
          {shop.fax && (
            <span className="footer-contact__line">
              <Icon name="fax" size={18} />
              <span>
                {shop.fax} <span className="footer-contact__tag">({t('footer.fax').toLowerCase()})</span>
              </span>
            </span>
          )}
          {shop.email && (
            <span className="footer-contact__line">
              <Icon name="mail" size={18} />
              <span>
                <span className="visually-hidden">{t('text.colon', { label: t('footer.email') })} </span>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </span>
            </span>
          )}
        </address>
        {(shop.kvk || shop.vat) && (
          <dl className="footer-contact__registrations">
            {shop.kvk && (
              <div>
                <dt>{t('footer.kvk')}</dt>
                <dd>{shop.kvk}</dd>
              </div>
            )}
            {shop.vat && (
              <div>
                <dt>{t('footer.vat')}</dt>
                <dd>{shop.vat}</dd>
              </div>
            )}
          </dl>
        )}
      </section>

      {columns.length > 0 && (
        <nav className="footer-menus" aria-label={t('nav.footer')}>
          {columns.map((column) => (
            <section key={column.Id} className="footer-menu" aria-labelledby={`footer-menu-${column.Id}`}>
              <h2 id={`footer-menu-${column.Id}`} className="site-footer__heading">
                <ItemText item={column} />
              </h2>
              <ul className="footer-menu__list">
                {column.Children.map((child) => (
                  <li key={child.Id}>
                    <ChildLink item={child} className="footer-menu__link">
                      <ItemText item={child} />
                    </ChildLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}

      {signUp && (
        <section className="footer-signup" aria-labelledby="footer-signup-title">
          <h2 id="footer-signup-title" className="site-footer__heading">
            {t('footer.newCustomerTitle')}
          </h2>
          <p>{t('footer.newCustomerText')}</p>
          <Link to="/login" className="button button--accent">
            {t('footer.newCustomerButton')}
            <Icon name="arrowRight" size={18} />
          </Link>
        </section>
      )}
    </div>
  );
}

/** The sub-footer's links (island `subfooter`). */
export function SubFooterLinks({ subFooterMenu }: { subFooterMenu: ContentItem[] }) {
  const t = useT();
  return (
    <ul>
      {subFooterMenu.map((item) => {
        const link = contentLink(item);
        return (
          <li key={item.Id}>
            {link ? (
              <SmartLink link={link}>
                <ItemText item={item} />
              </SmartLink>
            ) : (
              <span>
                <ItemText item={item} />
              </span>
            )}
          </li>
        );
      })}
      {/* The accessibility statement is always there (European Accessibility Act), whatever the menu holds. */}
      <li>
        <Link to="/toegankelijkheid">{t('footer.accessibility')}</Link>
      </li>
    </ul>
  );
}

/** The copyright line and the site builder's credit (island `credits`; the year is part of its key). */
export function FooterCredits({ shop }: { shop: ShopInfo }) {
  const t = useT();
  const shopName = shop.name ?? t('site.name');
  return (
    <>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), name: shopName })}</p>
      <p>
        {shop.builderName && shop.builderUrl ? (
          <SmartLink link={builderLink(shop.builderUrl)}>{shop.builderName}</SmartLink>
        ) : (
          (shop.builderName ?? `${t('footer.madeBy')} ${t('footer.defaultBuilder')}`)
        )}
      </p>
    </>
  );
}
