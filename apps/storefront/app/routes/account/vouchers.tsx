import { Link } from 'react-router';
import { euro, StatusLabel } from '../../components/account/AccountParts.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readOrFail, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/vouchers';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('vouchers.title'), to: '/account/vouchers' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('vouchers.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const body = await readOrFail(request, await api.aspos.customer.vouchers.$get());
  return { vouchers: body.Vouchers };
}

type Voucher = Route.ComponentProps['loaderData']['vouchers'][number];

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const t = useT();
  const day = useCalendarDay();
  const state =
    voucher.State === 'UsedUp'
      ? t(voucher.Type === 'Payment' ? 'vouchers.state.UsedUp.Payment' : 'vouchers.state.UsedUp.Product')
      : t(`vouchers.state.${voucher.State}`);
  const validity =
    voucher.State === 'NotYetValid' && voucher.ValidFrom
      ? t('vouchers.validFrom', { date: day(voucher.ValidFrom, false) })
      : voucher.ValidUntil
        ? t(voucher.State === 'Expired' ? 'vouchers.expiredOn' : 'vouchers.validUntil', { date: day(voucher.ValidUntil, false) })
        : t('vouchers.noEnd');
  const headingId = `voucher-${voucher.Id}`;
  return (
    <li className={`account-card voucher${voucher.State === 'Valid' ? '' : ' voucher--inactive'}`} aria-labelledby={headingId}>
      <div className="voucher__head">
        <h3 id={headingId} className="voucher__title">
          {voucher.Description}
        </h3>
        <StatusLabel status={`voucher-${voucher.State}`} text={state} />
      </div>
      <dl className="doc-facts">
        <dt>{t('vouchers.code')}</dt>
        <dd>
          <code className="voucher__code">{voucher.Code}</code>
        </dd>
        {voucher.Type === 'Payment' ? (
          <>
            <dt>{t('vouchers.balance')}</dt>
            <dd className="voucher__balance">{euro(voucher.Balance)}</dd>
          </>
        ) : (
          <>
            <dt>{t('vouchers.productLabel')}</dt>
            <dd>{voucher.Product ? <Link to={voucher.Product.Url}>{voucher.Product.Name}</Link> : '—'}</dd>
          </>
        )}
        <dt>{t('vouchers.validity')}</dt>
        <dd>{validity}</dd>
      </dl>
      {!voucher.Personal && <p className="voucher__note">{t('vouchers.giftCard')}</p>}
    </li>
  );
}

function VoucherSection({ id, title, empty, vouchers }: { id: string; title: string; empty: string; vouchers: Voucher[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="voucher-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {vouchers.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="voucher-list" data-testid={`vouchers-${id}`}>
          {vouchers.map((voucher) => (
            <VoucherCard key={voucher.Id} voucher={voucher} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Usable vouchers first, then the ones not yet valid, then expired and used up; newest first within each. */
const ORDER: Record<Voucher['State'], number> = { Valid: 0, NotYetValid: 1, Expired: 2, UsedUp: 3 };
const byState = (list: Voucher[]) => [...list].sort((a, b) => ORDER[a.State] - ORDER[b.State]);

export default function Vouchers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { vouchers } = loaderData;
  return (
    <>
      <h1>{t('vouchers.title')}</h1>
      <p>{t('vouchers.intro')}</p>
      <VoucherSection
        id="payment"
        title={t('vouchers.payment')}
        empty={t('vouchers.noPayment')}
        vouchers={byState(vouchers.filter((v) => v.Type === 'Payment'))}
      />
      <VoucherSection
        id="product"
        title={t('vouchers.product')}
        empty={t('vouchers.noProduct')}
        vouchers={byState(vouchers.filter((v) => v.Type === 'Product'))}
      />
    </>
  );
}
