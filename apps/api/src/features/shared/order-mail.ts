/** The order confirmation e-mail (HTML and text, in the customer's language) through the shop's mail transport. */
import { formatPrice, translateMessage, type Message, type MessageId } from '@toonbank/domain';
import { findCustomer } from '@toonbank/db/repositories/customers';
import { findOrderById } from '@toonbank/db/repositories/orders';
import type { AddressSnapshot } from '@toonbank/db/repositories/checkout';
import type { AppDeps } from '../../lib/context.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function addressLine(address: AddressSnapshot): string {
  const name = [address.firstName, address.middleName, address.lastName].filter(Boolean).join(' ') || address.name;
  const house = [address.houseNumber, address.houseNumberExtension].filter(Boolean).join(' ');
  return [name, `${address.street} ${house}`.trim(), `${address.postalCode} ${address.city}`, address.countryCode]
    .filter(Boolean)
    .join(', ');
}

export async function sendOrderConfirmation(deps: AppDeps, orderId: number): Promise<void> {
  const found = await findOrderById(deps.database.db, orderId);
  if (!found) throw new Error(`order ${orderId} not found`);
  const { order, lines, discounts } = found;
  const customer = await findCustomer(deps.database.db, order.customerId);
  if (!customer) throw new Error(`customer ${order.customerId} not found`);
  const language = order.language;
  const t = (message: MessageId | Message) => translateMessage(language, message);
  const business = customer.gender === 'Company';
  const total = business ? order.totalExclCents : order.totalInclCents;
  const shipping = business ? order.shippingExclCents : order.shippingInclCents;
  const name = [customer.firstName, customer.middleName, customer.lastName].filter(Boolean).join(' ');
  const rows = lines.map((line) => ({
    text: [
      `${line.quantity} × ${line.title} (${line.productNumber})`,
      ...(line.gift ? [t('orderMailGift')] : []),
      ...(line.notes ? [t({ id: 'orderMailNote', params: { note: line.notes } })] : []),
    ].join(' — '),
    amount: formatPrice(business ? line.totalExclCents : line.totalInclCents),
  }));
  // Coupons and product vouchers after the regular lines (§4), as the cart showed them; points and payment vouchers
  // pay part of the total.
  const discountRows = discounts
    .filter((d) => d.kind === 'coupon' || d.kind === 'product_voucher')
    .map((d) => ({ text: d.description, amount: `− ${formatPrice(business ? d.amountExclCents : d.amountInclCents)}` }));
  const paidWith = discounts
    .filter((d) => d.kind === 'points' || d.kind === 'payment_voucher')
    .map((d) =>
      t({
        id: 'orderMailPaidWith',
        params: {
          description: d.kind === 'points' ? t({ id: 'orderMailPoints', params: { points: d.points } }) : d.description,
          amount: formatPrice(d.amountInclCents),
        },
      }),
    );
  rows.push(...discountRows);
  const where =
    order.shippingMethod === 'Pickup'
      ? t({ id: 'orderMailPickup', params: { store: order.storeName ?? '' } })
      : t({ id: 'orderMailDelivery', params: { address: order.deliveryAddress ? addressLine(order.deliveryAddress) : '' } });
  const paragraphs = [
    t({ id: 'orderMailGreeting', params: { name } }),
    t('orderMailIntro'),
    t({ id: 'orderMailNumber', params: { number: order.number } }),
  ];
  const closing = [
    t({ id: 'orderMailShipping', params: { amount: formatPrice(shipping) } }),
    t({ id: 'orderMailTotal', params: { amount: formatPrice(total) } }),
    ...paidWith,
    ...(paidWith.length > 0
      ? [t({ id: 'orderMailToPay', params: { amount: formatPrice(order.totalInclCents - order.voucherCents - order.pointsCents) } })]
      : []),
    ...(order.intraCommunity ? [t('orderMailVatNote')] : []),
    where,
    t('orderMailNext'),
    t('orderMailThanks'),
  ];
  const text = [...paragraphs, '', ...rows.map((row) => `${row.text}  ${row.amount}`), '', ...closing].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table>',
    ...rows.map((row) => `<tr><td>${escapeHtml(row.text)}</td><td style="text-align:right">${escapeHtml(row.amount)}</td></tr>`),
    '</table>',
    ...closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  await deps.mailer.send({ to: customer.email, subject: t({ id: 'orderMailSubject', params: { number: order.number } }), text, html });
}
