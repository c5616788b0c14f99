import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ContentLink } from '../../lib/links.ts';
import { Icon } from './Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * A link to an internal path (client-side navigation) or an external address.
 * External links that open a new window get rel=noopener and an accessible
 * hint '(opent in een nieuw venster)'.
 */
export function SmartLink({
  link,
  children,
  className,
  onClick,
  showExternalIcon = true,
  tabIndex,
  title,
  lang,
}: {
  link: ContentLink;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  showExternalIcon?: boolean;
  tabIndex?: number;
  /** A tooltip with the whole name, where the visible text may end in an ellipsis. */
  title?: string;
  /** The language of the title (and text) when it is not the page's: 'nl' for an untranslated name. */
  lang?: string;
}) {
  const t = useT();
  if (!link.external) {
    return (
      <Link to={link.href} className={className} onClick={onClick} tabIndex={tabIndex} title={title} lang={lang}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      onClick={onClick}
      tabIndex={tabIndex}
      title={title}
      lang={lang}
      {...(link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
    >
      {children}
      {link.newWindow && (
        <>
          {showExternalIcon && <Icon name="external" size={14} className="icon--inline" />}
          <VisuallyHidden> {t('nav.newWindow')}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
