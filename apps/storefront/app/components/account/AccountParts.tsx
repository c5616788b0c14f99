/** Small parts the account's list and detail pages share: the pager, the failed-download notice, amounts, dates and document numbers. */
import { formatPrice } from '@toonbank/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { FormAlert } from '../identity/FormField.tsx';

/** An amount the API sends in euros, formatted as the shop shows it ('€ 12,95'). */
export function euro(amount: number): string {
  return formatPrice(Math.round(amount * 100));
}

/** 'Pagina 2 van 5' with previous and next links; nothing for a single page. */
export function Pager({ page, total, pageSize, path }: { page: number; total: number; pageSize: number; path: string }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="account-pager" aria-label={t('account.pagination')}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          {t('account.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('account.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          {t('account.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** §8 'Het downloaden is mislukt', shown on the page a failed download returned to. */
export function DownloadFailed({ show }: { show: boolean }) {
  const t = useT();
  return <FormAlert message={show ? t('account.downloadFailed') : null} />;
}

/** A status as a small label; the API sends it in the page's language. */
export function StatusLabel({ status, text }: { status: string; text: string }) {
  return <span className={`order-status order-status--${status.toLowerCase()}`}>{text}</span>;
}

/**
 * A message naming a document's number ('Commande {number}') with the number kept whole: 'TB-2026-000027' breaks at
 * its hyphens otherwise ('Commande TB-2026-' / '000027'); the line now wraps before it.
 */
export function WithNumber({ message, number }: { message: (number: string) => string; number: string }) {
  const [before = '', after = ''] = message('\u0000').split('\u0000');
  return (
    <>
      {before}
      <span className="doc-number">{number}</span>
      {after}
    </>
  );
}
