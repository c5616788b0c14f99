import '../../styles/checkout.css';
import { amountToCents, formatPrice, giftsLast } from '@toonbank/domain';
import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { DiscountRows, PaymentRows } from '../../components/cart/PromotionRows.tsx';
import { LineExtras } from '../../components/cart/LineExtras.tsx';
import { ShippingNote, shippingState, ShippingRow, TotalLabel } from '../../components/cart/ShippingRow.tsx';
import { AddressFields } from '../../components/identity/AddressFields.tsx';
import { FormAlert, FormField, FormTextarea, useFocusFirstError } from '../../components/identity/FormField.tsx';
import { PostalAddress } from '../../components/ui/PostalAddress.tsx';
import { Price } from '../../components/product/Price.tsx';
import { openingText } from '../../components/stores/opening.tsx';
import { translator, useLocale, useT, type MessageKey } from '../../i18n/messages.ts';
import { cartItems, useAnalyticsEvent } from '../../lib/analytics.ts';
import { useCalendarDay, useShortCalendarDay } from '../../lib/dates.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import type { CartData } from '../../lib/cart.server.ts';
import { checkoutAction, loadCheckout, type CheckoutActionData, type CheckoutLoaderData } from '../../lib/checkout.server.ts';
import {
  CHECKOUT_STEPS,
  chosenIssuer,
  slotGroups,
  slotValue,
  stepUrl,
  type CheckoutStepName,
  type DeliverySlot,
} from '../../lib/checkout.ts';
import type { Route } from './+types/checkout';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('checkout.title') }) }, { name: 'robots', content: 'noindex' }];
}

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('checkout.title'), to: '/checkout' }),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

const price = (amount: number) => formatPrice(amountToCents(amount));

function StepNav({ step, furthest }: { step: CheckoutStepName; furthest: CheckoutStepName }) {
  const t = useT();
  const last = CHECKOUT_STEPS.indexOf(furthest);
  return (
    <nav aria-label={t('checkout.steps')} className="checkout-steps">
      <ol>
        {CHECKOUT_STEPS.map((name, index) => {
          const label = `${index + 1}. ${t(`checkout.step.${name}` as MessageKey)}`;
          return (
            <li key={name} className={name === step ? 'checkout-steps__current' : undefined}>
              {name === step ? (
                <span aria-current="step">{label}</span>
              ) : index <= last ? (
                <Link to={stepUrl(name)}>{label}</Link>
              ) : (
                <span className="checkout-steps__later">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Summary({ cart }: { cart: CartData }) {
  const t = useT();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('cart.summary')}</h2>
      <p>{t('cart.count', { count: cart.ItemCount })}</p>
      <dl>
        <dt>{t('checkout.subtotal')}</dt>
        <dd>
          <Price amounts={{ incl: cart.SubTotalInclTax, excl: cart.SubTotalExclTax }} />
        </dd>
        <DiscountRows lines={cart.PromotionLines} />
        <ShippingRow cart={cart} />
        <dt className="cart__total">
          <TotalLabel cart={cart} />
        </dt>
        <dd className="cart__total">{price(cart.TotalInclTax)}</dd>
        <PaymentRows lines={cart.PromotionLines} amountToPay={cart.AmountToPay} />
      </dl>
      <ShippingNote cart={cart} />
      {cart.IsDeliveryOrder && cart.RemainingForFreeShipping > 0 && (
        <p>{t('cart.freeShippingRemaining', { amount: price(cart.RemainingForFreeShipping) })}</p>
      )}
    </section>
  );
}

type StepProps = { data: CheckoutLoaderData; failure: CheckoutActionData | null; busy: boolean };

function useStepForm(failure: CheckoutActionData | null) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, failure && !failure.lookup && Object.keys(failure.fieldErrors).length > 0 ? failure : null);
  return ref;
}

function NextButton({ busy, label }: { busy: boolean; label?: string }) {
  const t = useT();
  return (
    <button type="submit" className="button button--primary checkout__next" disabled={busy}>
      {label ?? t('checkout.next')}
    </button>
  );
}

/**
 * The delivery slot (§4): a native select, grouped by day and shipment type (the group names them in full). A closed
 * select shows only the chosen option, on one line: the option says what fits a phone's field at 320 px, the short
 * day and the time window; with several shipment types the line below names the chosen slot in full.
 */
function SlotSelect({
  slots,
  types,
  defaultValue,
  error,
}: {
  slots: DeliverySlot[];
  types: Map<string, string>;
  defaultValue: string;
  error: boolean;
}) {
  const day = useCalendarDay();
  const shortDay = useShortCalendarDay();
  const [chosen, setChosen] = useState(defaultValue);
  const typed = new Set(slots.map((slot) => slot.ShipmentTypeId)).size > 1;
  const typeName = (id: string) => types.get(id) ?? id;
  const current = typed ? slots.find((slot) => slotValue(slot) === chosen) : undefined;
  const described = [error ? 'slot-error' : '', current ? 'slot-chosen' : ''].filter(Boolean).join(' ');
  return (
    <>
      <select
        id="slot"
        name="slot"
        className="form__input"
        defaultValue={defaultValue}
        onChange={(event) => setChosen(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        {slotGroups(slots).map((group) => (
          <optgroup
            key={`${group.date}|${group.shipmentTypeId}`}
            label={typed ? `${day(group.date)} · ${typeName(group.shipmentTypeId)}` : day(group.date)}
          >
            {group.slots.map((slot) => (
              <option key={slotValue(slot)} value={slotValue(slot)}>
                {shortDay(slot.Date)}, {slot.TimeFrom}–{slot.TimeTo}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {current && (
        <p id="slot-chosen" className="form__aside" data-testid="slot-chosen">
          {day(current.Date)}, {current.TimeFrom}–{current.TimeTo} · {typeName(current.ShipmentTypeId)}
        </p>
      )}
    </>
  );
}

function InformationStep({ data, failure, busy }: StepProps) {
  const t = useT();
  const ref = useStepForm(failure);
  const values = failure?.values ?? { orderReference: data.cart.OrderReference, remark: data.cart.Remark };
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" ref={ref} className="form checkout-form" noValidate>
      <input type="hidden" name="intent" value="information" />
      <section aria-labelledby="checkout-customer">
        <h2 id="checkout-customer">{t('checkout.yourDetails')}</h2>
        <p data-testid="checkout-customer">
          {data.customer.companyName && (
            <>
              {data.customer.companyName}
              <br />
            </>
          )}
          {data.customer.name}
          <br />
          {data.customer.email}
          {data.customer.phone && (
            <>
              <br />
              {data.customer.phone}
            </>
          )}
        </p>
        {data.actingFor && <p className="alert alert--warning">{t('checkout.actingFor', { name: data.actingFor })}</p>}
      </section>
      {data.customer.isCompany && (
        <fieldset className="form__fieldset">
          <legend className="form__legend">{t('checkout.businessDetails')}</legend>
          <FormField
            id="orderReference"
            name="orderReference"
            label={t('checkout.orderReference')}
            defaultValue={values.orderReference}
            error={errors.orderReference}
            maxLength={50}
          />
          <FormTextarea
            id="remark"
            name="remark"
            label={t('checkout.remark')}
            rows={3}
            maxLength={1000}
            defaultValue={values.remark}
            error={errors.remark}
          />
        </fieldset>
      )}
      <NextButton busy={busy} />
    </Form>
  );
}

function Estimate({ cart, productId }: { cart: CartData; productId: number }) {
  const t = useT();
  const day = useCalendarDay();
  const estimate = cart.PerLineShippingEstimates[String(productId)];
  if (!estimate) return null;
  if (!estimate.InStock) return <>{t('checkout.estimateWeeks', { min: estimate.MinWeeks ?? 2, max: estimate.MaxWeeks ?? 4 })}</>;
  return <>{estimate.Date ? t('checkout.estimateDate', { date: day(estimate.Date) }) : null}</>;
}

function DeliveryStep({ data, failure, busy }: StepProps) {
  const t = useT();
  const locale = useLocale();
  const day = useCalendarDay();
  const ref = useStepForm(failure);
  const { cart, customer, delivery } = data;
  const alt = cart.AlternativeDeliveryAddress;
  const current =
    cart.ShippingMethodType === 'Pickup'
      ? cart.StoreId === customer.defaultStore?.Id
        ? 'myStore'
        : 'otherStore'
      : cart.DeliveryMethod === 'AlternativeAddress'
        ? 'alternative'
        : cart.DeliveryMethod === 'CustomerAddress'
          ? 'myAddress'
          : '';
  const base: Record<string, string> = {
    option: current,
    storeId: cart.StoreId ? String(cart.StoreId) : '',
    slot: cart.ShipmentMethod
      ? [cart.ShipmentMethod.Id, cart.ShipmentMethod.Date, cart.ShipmentMethod.Time.From, cart.ShipmentMethod.Time.To].join('|')
      : '',
    useAsInvoiceAddress: cart.UseAsInvoiceAddress ? 'on' : '',
    ...(alt
      ? {
          'alt.firstName': alt.FirstName,
          'alt.lastName': alt.LastName,
          'alt.name': alt.Name,
          'alt.phoneNumber': alt.PhoneNumber,
          'alt.postalCode': alt.PostalCode,
          'alt.houseNumber': alt.HouseNumber,
          'alt.houseNumberExtension': alt.HouseNumberExtension,
          'alt.street': alt.Street,
          'alt.city': alt.City,
          'alt.countryCode': alt.CountryCode,
        }
      : {}),
  };
  const values = failure?.values ?? base;
  const errors = failure?.fieldErrors ?? {};
  const types = new Map(data.shipmentTypes.map((type) => [type.Id, type.Description]));
  const slots = delivery?.Data ?? [];
  const stores = (delivery?.Locations ?? []).filter((store) => !store.IsMyStore);
  const names = new Map(cart.CartLines.map((line) => [line.ProductId, line.ProductTitle]));
  const myAddress = customer.address;
  const option = (value: string, label: React.ReactNode, disabled = false) => (
    <label className="checkout-option">
      <input
        type="radio"
        name="option"
        value={value}
        defaultChecked={values.option === value}
        disabled={disabled}
        aria-describedby={errors.option ? 'option-error' : undefined}
        aria-invalid={errors.option ? true : undefined}
      />
      <span>{label}</span>
    </label>
  );
  // Remount after a lookup so the address fields show what it found.
  const key = failure?.lookup
    ? `lookup-${values['alt.street'] ?? ''}-${values['alt.city'] ?? ''}-${failure.lookupMessage ?? ''}`
    : 'delivery';
  return (
    <Form method="post" ref={ref} className="form checkout-form" noValidate key={key}>
      {/* First, so that the postcode lookup button (a later intent) wins when it is the one pressed. */}
      <input type="hidden" name="intent" value="delivery" />
      <p className="checkout-promise" data-testid="delivery-promise">
        {cart.DeliveryPromise.IsTomorrow
          ? t('checkout.promiseTomorrow', { cutoff: cart.DeliveryPromise.Cutoff })
          : t('checkout.promiseDate', { date: day(cart.DeliveryPromise.Date) })}
      </p>
      <fieldset className="form__fieldset checkout-options">
        <legend className="form__legend">{t('checkout.deliveryMethod')}</legend>
        {option(
          'myStore',
          customer.defaultStore ? t('checkout.pickupMyStore', { store: customer.defaultStore.Name }) : t('checkout.pickupMyStoreNone'),
          !customer.defaultStore,
        )}
        {option('otherStore', t('checkout.pickupOtherStore'))}
        {option(
          'myAddress',
          myAddress
            ? t('checkout.deliverMyAddress', {
                address: `${myAddress.Street} ${myAddress.HouseNumber}${myAddress.HouseNumberExtension ? ` ${myAddress.HouseNumberExtension}` : ''}, ${myAddress.PostalCode} ${myAddress.City}`,
              })
            : t('checkout.deliverMyAddressNone'),
          !myAddress,
        )}
        {option('alternative', t('checkout.deliverAlternative'))}
        {errors.option && (
          <p id="option-error" className="form__error">
            {errors.option}
          </p>
        )}
      </fieldset>

      <fieldset className="form__fieldset checkout-section checkout-section--otherStore">
        <legend className="form__legend">{t('checkout.chooseStore')}</legend>
        {errors.storeId && (
          <p id="storeId-error" className="form__error">
            {errors.storeId}
          </p>
        )}
        <ul className="checkout-stores">
          {stores.map((store, index) => (
            <li key={store.Id} className="checkout-store">
              <label className="checkout-option">
                <input
                  type="radio"
                  name="storeId"
                  value={store.Id}
                  defaultChecked={values.storeId === String(store.Id)}
                  aria-invalid={errors.storeId && index === 0 ? true : undefined}
                  aria-describedby={errors.storeId ? 'storeId-error' : undefined}
                />
                <span>
                  <strong>{store.Name}</strong> ({store.City})
                  {store.DistanceInMeters !== null && (
                    <> · {t('checkout.distance', { km: (store.DistanceInMeters / 1000).toFixed(1).replace('.', ',') })}</>
                  )}
                </span>
              </label>
              <p className="checkout-store__facts">
                {openingText(store.OpeningState, t, locale)} ·
                <span className={store.AllInStock ? 'checkout-store__stock' : 'checkout-store__stock checkout-store__stock--partial'}>
                  {store.AllInStock ? t('checkout.storeAllInStock') : t('checkout.storeNotAllInStock')}
                </span>
              </p>
              <details>
                <summary>{t('checkout.storeStock', { store: store.Name })}</summary>
                <ul>
                  {store.Stock.map((stock) => (
                    <li key={stock.ProductId}>
                      {t('text.colon', { label: names.get(stock.ProductId) ?? '' })} {t('checkout.inStore', { quantity: stock.Quantity })}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="checkout-section checkout-section--alternative">
        <fieldset className="form__fieldset">
          <legend className="form__legend">{t('checkout.alternativeAddress')}</legend>
          <div className="form__row">
            <FormField
              id="alt-firstName"
              name="alt.firstName"
              label={t('checkout.firstName')}
              defaultValue={values['alt.firstName']}
              error={errors['alt.firstName']}
              autoComplete="given-name"
              maxLength={100}
            />
            <FormField
              id="alt-lastName"
              name="alt.lastName"
              label={t('checkout.lastName')}
              defaultValue={values['alt.lastName']}
              error={errors['alt.lastName']}
              autoComplete="family-name"
              required
              maxLength={100}
            />
          </div>
          <FormField
            id="alt-name"
            name="alt.name"
            label={t('checkout.companyOrName')}
            defaultValue={values['alt.name']}
            error={errors['alt.name']}
            maxLength={200}
          />
        </fieldset>
        <AddressFields prefix="alt." values={values} errors={errors} lookupMessage={failure?.lookupMessage} />
        <label className="checkout-option">
          <input type="checkbox" name="useAsInvoiceAddress" defaultChecked={values.useAsInvoiceAddress === 'on'} />
          <span>{t('checkout.useAsInvoice')}</span>
        </label>
      </div>

      <div className="checkout-section checkout-section--delivery">
        <div className="form__field">
          <label htmlFor="slot" className="form__label">
            {t('checkout.deliveryMoment')}
            <span aria-hidden="true"> *</span>
          </label>
          <SlotSelect
            slots={slots}
            types={types}
            defaultValue={values.slot || (slots[0] ? slotValue(slots[0]) : '')}
            error={Boolean(errors.slot)}
          />
          {errors.slot && (
            <p id="slot-error" className="form__error">
              {errors.slot}
            </p>
          )}
        </div>
      </div>

      <section aria-labelledby="checkout-estimates">
        <h2 id="checkout-estimates">{t('checkout.whenArrives')}</h2>
        <ul className="checkout-estimates">
          {cart.CartLines.map((line) => (
            <li key={line.Id}>
              {t('text.colon', { label: `${line.Quantity} × ${line.ProductTitle}` })} <Estimate cart={cart} productId={line.ProductId} />
            </li>
          ))}
        </ul>
      </section>
      <NextButton busy={busy} />
    </Form>
  );
}

function PaymentStep({ data, failure, busy }: StepProps) {
  const t = useT();
  const ref = useStepForm(failure);
  const { cart } = data;
  const values = failure?.values ?? {
    method: cart.PaymentMethod ?? '',
    issuer: chosenIssuer(cart) ?? '',
    terms: cart.IsAccept ? 'on' : '',
  };
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" ref={ref} className="form checkout-form" noValidate>
      <input type="hidden" name="intent" value="payment" />
      <fieldset className="form__fieldset checkout-options">
        <legend className="form__legend">{t('checkout.paymentMethod')}</legend>
        {data.paymentMethods.map((method, index) => (
          <div key={method.Code} className="checkout-method">
            <label className="checkout-option">
              <input
                type="radio"
                name="method"
                value={method.Code}
                defaultChecked={values.method === method.Code}
                aria-invalid={errors.method && index === 0 ? true : undefined}
                aria-describedby={errors.method ? 'method-error' : undefined}
              />
              <span>
                {method.Description}
                {method.PaymentCosts > 0 && <> (+ {price(method.PaymentCosts)})</>}
              </span>
            </label>
            {method.IdealIssuers.length > 0 && (
              <div className="checkout-method__extra">
                <label htmlFor="issuer" className="form__label">
                  {t('checkout.bank')}
                </label>
                <select
                  id="issuer"
                  name="issuer"
                  className="form__input"
                  defaultValue={values.issuer ?? ''}
                  aria-invalid={errors.issuer ? true : undefined}
                  aria-describedby={errors.issuer ? 'issuer-error' : undefined}
                >
                  <option value="">{t('checkout.chooseBank')}</option>
                  {method.IdealIssuers.map((issuer) => (
                    <option key={issuer.Id} value={issuer.Id}>
                      {issuer.Name}
                    </option>
                  ))}
                </select>
                {errors.issuer && (
                  <p id="issuer-error" className="form__error">
                    {errors.issuer}
                  </p>
                )}
              </div>
            )}
            {method.PinCodeRequired && (
              <div className="checkout-method__extra">
                <FormField
                  id={`pin-${method.Code}`}
                  name="pin"
                  label={t('checkout.pin', { method: method.Description })}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  error={errors.pin}
                />
              </div>
            )}
          </div>
        ))}
        {errors.method && (
          <p id="method-error" className="form__error">
            {errors.method}
          </p>
        )}
      </fieldset>
      <div className="form__field">
        <label className="checkout-option">
          <input
            type="checkbox"
            name="terms"
            defaultChecked={values.terms === 'on'}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
          />
          <span>
            {t('checkout.terms')}
            <span aria-hidden="true"> *</span>
          </span>
        </label>
        {errors.terms && (
          <p id="terms-error" className="form__error">
            {errors.terms}
          </p>
        )}
      </div>
      <NextButton busy={busy} />
    </Form>
  );
}

function OverviewStep({ data, failure, busy }: StepProps) {
  const t = useT();
  const day = useCalendarDay();
  const { cart } = data;
  const method = cart.PaymentMethod;
  return (
    <div className="checkout-overview">
      <section aria-labelledby="overview-lines">
        <h2 id="overview-lines">{t('checkout.products')}</h2>
        <table className="checkout-lines">
          <caption className="visually-hidden">{t('checkout.products')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col">{t('cart.quantity')}</th>
              <th scope="col">{t('cart.price')}</th>
              <th scope="col">{t('cart.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {giftsLast(cart.CartLines, (line) => line.AsposDerived).map((line) => (
              <tr key={line.Id} data-testid="overview-line">
                <td>
                  {line.ProductTitle}
                  <br />
                  <small>
                    <Estimate cart={cart} productId={line.ProductId} />
                  </small>
                  <LineExtras gift={line.AsposDerived} notes={line.Notes} />
                </td>
                <td>{line.Quantity}</td>
                <td>
                  <Price amounts={{ incl: line.PriceInclTax, excl: line.PriceExclTax }} />
                </td>
                <td>
                  <Price amounts={{ incl: line.TotalInclTax, excl: line.TotalExclTax }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="checkout-overview__grid">
        <section aria-labelledby="overview-delivery">
          <h2 id="overview-delivery">{cart.ShippingMethodType === 'Pickup' ? t('checkout.pickupAt') : t('checkout.deliveryTo')}</h2>
          {cart.ShippingMethodType === 'Pickup' && cart.Store ? (
            <p>
              <Link to={cart.Store.Url}>{cart.Store.Name}</Link> ({cart.Store.City})
            </p>
          ) : (
            cart.DeliveryAddress && <PostalAddress address={cart.DeliveryAddress} />
          )}
          {cart.ShipmentMethod && cart.ShippingMethodType !== 'Pickup' && (
            <p>
              {t('checkout.deliveryOn', {
                date: day(cart.ShipmentMethod.Date),
                from: cart.ShipmentMethod.Time.From,
                to: cart.ShipmentMethod.Time.To,
              })}
            </p>
          )}
          <Link to={stepUrl('delivery')}>{t('checkout.change')}</Link>
        </section>
        {cart.InvoiceAddress && (
          <section aria-labelledby="overview-invoice">
            <h2 id="overview-invoice">{t('checkout.invoiceAddress')}</h2>
            <PostalAddress address={cart.InvoiceAddress} />
          </section>
        )}
        <section aria-labelledby="overview-payment">
          <h2 id="overview-payment">{t('checkout.paymentMethod')}</h2>
          <p data-testid="overview-payment">
            {data.paymentMethodName ?? method}
            {chosenIssuer(cart) ? ` (${chosenIssuer(cart)})` : ''}
          </p>
          <Link to={stepUrl('payment')}>{t('checkout.change')}</Link>
        </section>
        {(cart.OrderReference || cart.Remark) && (
          <section aria-labelledby="overview-reference">
            <h2 id="overview-reference">{t('checkout.businessDetails')}</h2>
            {cart.OrderReference && (
              <p data-testid="overview-reference">
                {t('text.colon', { label: t('checkout.orderReference') })} {cart.OrderReference}
              </p>
            )}
            {cart.Remark && (
              <p>
                {t('text.colon', { label: t('checkout.remark') })} {cart.Remark}
              </p>
            )}
            <Link to={stepUrl('information')}>{t('checkout.change')}</Link>
          </section>
        )}
      </div>
      <section className="checkout-totals" aria-labelledby="overview-totals">
        <h2 id="overview-totals">{t('checkout.totals')}</h2>
        <dl>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>
            <Price amounts={{ incl: cart.SubTotalInclTax, excl: cart.SubTotalExclTax }} />
          </dd>
          <DiscountRows lines={cart.PromotionLines} />
          <dt>{t('checkout.shippingCosts')}</dt>
          <dd data-testid="overview-shipping">
            {cart.ShippingCostsInclTax > 0 ? (
              <Price amounts={{ incl: cart.ShippingCostsInclTax, excl: cart.ShippingCostsExclTax }} />
            ) : shippingState(cart) === 'pickup' ? (
              t('checkout.shippingPickup')
            ) : (
              t('checkout.free')
            )}
          </dd>
          <dt>{t('cart.subtotalExcl')}</dt>
          <dd data-testid="overview-total-excl">{price(cart.TotalExclTax)}</dd>
          {cart.IsIntraCommunity ? (
            <>
              <dt>{t('checkout.vatZero')}</dt>
              <dd>{price(0)}</dd>
            </>
          ) : (
            cart.VatByRate.filter((rate) => rate.BaseExclTax > 0).map((rate) => (
              <div key={rate.Rate} className="checkout-totals__row">
                <dt>{t('cart.vatByRate', { rate: rate.Rate, base: price(rate.BaseExclTax) })}</dt>
                <dd>{price(rate.TaxAmount)}</dd>
              </div>
            ))
          )}
          <dt className="cart__total">{t('checkout.totalToPay')}</dt>
          <dd className="cart__total" data-testid="overview-total">
            {price(cart.TotalInclTax)}
          </dd>
          <PaymentRows lines={cart.PromotionLines} amountToPay={cart.AmountToPay} />
        </dl>
        {cart.IsIntraCommunity && (
          <p className="alert alert--warning" data-testid="intra-community">
            {t('checkout.intraCommunity')}
          </p>
        )}
      </section>
      <Form method="post" className="checkout-confirm">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="expectedTotal" value={cart.TotalInclTax} />
        {failure?.error && <FormAlert message={failure.error} />}
        <NextButton busy={busy} label={t('checkout.orderAndPay')} />
      </Form>
    </div>
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const data = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const items = cartItems(data.cart.CartLines);
  const value = data.cart.TotalInclTax;
  useAnalyticsEvent(`${data.step}-${data.cart.TotalInclTax}`, () => {
    if (data.step === 'information') return ['begin_checkout', { currency: 'EUR', value, items }];
    if (data.step === 'payment')
      return ['add_shipping_info', { currency: 'EUR', value, shipping_tier: data.cart.ShippingMethodType ?? '', items }];
    if (data.step === 'overview')
      return ['add_payment_info', { currency: 'EUR', value, payment_type: data.cart.PaymentMethod ?? '', items }];
    return null;
  });
  const Step = { information: InformationStep, delivery: DeliveryStep, payment: PaymentStep, overview: OverviewStep }[data.step];
  return (
    <div className="checkout container">
      <h1>
        {t('text.colon', { label: t('checkout.title') })} {t(`checkout.step.${data.step}` as MessageKey)}
      </h1>
      <StepNav step={data.step} furthest={data.furthest} />
      {data.message && <FormAlert message={data.message} />}
      {failure?.error && failure.intent !== 'confirm' && <FormAlert message={failure.error} />}
      {failure && Object.keys(failure.fieldErrors).length > 0 && (
        <p className="alert alert--error" role="alert">
          {t('checkout.fixErrors')}
        </p>
      )}
      <div className="checkout__layout">
        <div className="checkout__main">
          <Step data={data} failure={failure} busy={busy} />
        </div>
        {data.step !== 'overview' && <Summary cart={data.cart} />}
      </div>
    </div>
  );
}
