import { PAYMENT_RESULT_MESSAGES, translateMessage, type MessageId } from '@toonbank/domain';
import { redirect, redirectDocument } from 'react-router';
import { translator } from '../i18n/messages.ts';
import { fetchCustomer } from './account.server.ts';
import { addressFrom, lookupAddressInto } from './address-lookup.server.ts';
import { readAnswer, readData, type ApiResponse } from './api.ts';
import { fetchCart } from './cart.server.ts';
import { formValues, readApi, type FieldErrors, type FormFailure } from './forms.server.ts';
import { requireUser } from './guards.server.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';
import { CHECKOUT_STEPS, chosenIssuer, furthestStep, isStepName, stepOfCart, stepUrl } from './checkout.ts';
import type { LoadContext } from './server-context.server.ts';
import { pageUrl } from './page-url.ts';

/** The checkout page's data: the cart, the customer and what the step asks for; redirects keep the steps in order. */
export async function loadCheckout(request: Request, context: LoadContext) {
  const ctx = requireUser(request, context);
  const { api, user, locale } = ctx;
  // A representative acting for nobody has no cart: choose a customer first (§6).
  if (user.role === 'impersonation' && user.impersonatedCustomerId === null) throw redirect('/impersonation');
  const url = pageUrl(request);
  try {
    const [cart, customer] = await Promise.all([fetchCart(api), fetchCustomer(api)]);
    // Nothing to order, or a line that must go first (§4: checkout only when the step is not Cart).
    if (cart.CartLines.length === 0 || cart.CheckoutStep === 0) throw redirect('/cart');
    const requested = url.searchParams.get('step');
    const furthest = furthestStep(cart.CheckoutStep);
    const message = paymentMessage(locale, url.searchParams.get('payment'));
    if (!isStepName(requested)) {
      const target = stepOfCart(cart.CheckoutStep);
      throw redirect(message ? `${stepUrl(target)}&payment=${url.searchParams.get('payment')}` : stepUrl(target));
    }
    if (CHECKOUT_STEPS.indexOf(requested) > CHECKOUT_STEPS.indexOf(furthest)) throw redirect(stepUrl(furthest));
    const step = requested;
    const postalCode =
      customer.Addresses.find((a) => a.Type === 'Delivery')?.PostalCode ??
      customer.Addresses.find((a) => a.Type === 'Default')?.PostalCode ??
      '';
    const [delivery, shipmentTypes, paymentMethods] = await Promise.all([
      step === 'delivery'
        ? api.aspos['delivery-checkouts']
            .$get({ query: { toZipcode: postalCode, toCountry: 'NL' } })
            .then(readAnswer)
            .then((answer) => (answer.ok ? answer.body : null))
        : null,
      step === 'delivery' ? api.aspos.customer['shipment-types'].$get().then(readData) : [],
      step === 'payment' || step === 'overview' ? api.aspos.payment['payment-methods'].$get().then(readData) : [],
    ]);
    return {
      step,
      furthest,
      cart,
      customer: {
        name: [customer.FirstName, customer.MiddleName, customer.LastName].filter(Boolean).join(' '),
        email: customer.Email,
        phone: customer.PhoneNumber || customer.MobileNumber,
        companyName: customer.CompanyName,
        isCompany: customer.IsCompany,
        defaultStore: customer.DefaultStore,
        address: customer.Addresses.find((a) => a.Type === 'Delivery') ?? customer.Addresses.find((a) => a.Type === 'Default') ?? null,
      },
      actingFor: user.role === 'impersonation' ? (customer.CompanyName ?? customer.LastName) : null,
      message,
      delivery,
      shipmentTypes,
      paymentMethods,
      paymentMethodName: paymentMethods.find((m) => m.Code === cart.PaymentMethod)?.Description ?? null,
    };
  } catch (error) {
    throwIfUnauthorized(error, request);
    throw error;
  }
}

export type CheckoutLoaderData = Awaited<ReturnType<typeof loadCheckout>>;

/** The message of a payment that did not succeed (/checkout-redirect sends `payment=failed|canceled|expired`). */
export function paymentMessage(locale: string, status: string | null): string | null {
  if (status !== 'failed' && status !== 'canceled' && status !== 'expired') return null;
  return translateMessage(locale, PAYMENT_RESULT_MESSAGES[status]);
}

export type CheckoutActionData = FormFailure & { intent: string };

function failure(
  intent: string,
  values: Record<string, string>,
  fieldErrors: FieldErrors,
  error: string | null = null,
): CheckoutActionData {
  return { ok: false, intent, error, fieldErrors, values };
}

/** Dotted API fields of the nested bodies to the form's field names. */
function renameFields(errors: FieldErrors, names: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]));
}

/**
 * The forms of the checkout steps (each works without JavaScript): information, delivery (with the postcode lookup),
 * payment and the confirm. Bad input comes back with the Dutch messages of §5 per field; a step that succeeds goes
 * on to the next one.
 */
export async function checkoutAction(request: Request, context: LoadContext): Promise<CheckoutActionData> {
  const { api, locale } = requireUser(request, context);
  const t = translator(locale);
  const message = (id: MessageId) => translateMessage(locale, id);
  const values = formValues(await request.formData());
  const intent = values.intent ?? '';
  const generic = t('cart.error');
  const send = (response: ApiResponse) => readApi(request, response, values, generic);

  if (intent === 'information') {
    const result = await send(
      await api.aspos.cart.customer.$post({ json: { orderReference: values.orderReference ?? '', remark: values.remark ?? '' } }),
    );
    if (!result.ok) return { ...result, intent };
    throw redirect(stepUrl('delivery'));
  }

  if (intent === 'lookup') {
    const found = await lookupAddressInto(api, values, 'alt.', t('identity.address.notFound'));
    return { ok: false, intent, lookup: true, values: found.values, lookupMessage: found.message, error: null, fieldErrors: {} };
  }

  if (intent === 'delivery') {
    const option = values.option;
    if (option !== 'myStore' && option !== 'otherStore' && option !== 'myAddress' && option !== 'alternative') {
      return failure(intent, values, { option: message('deliveryMethodRequired') });
    }
    if (option === 'myStore' || option === 'otherStore') {
      let storeId = Number(values.storeId);
      if (option === 'myStore') storeId = (await fetchCustomer(api)).DefaultStore?.Id ?? NaN;
      if (!Number.isInteger(storeId) || storeId <= 0)
        return failure(intent, values, { [option === 'myStore' ? 'option' : 'storeId']: message('required') });
      const result = await send(await api.aspos.cart.store.$post({ json: { storeId } }));
      if (!result.ok)
        return {
          ...result,
          intent,
          fieldErrors: renameFields(result.fieldErrors, { storeId: option === 'myStore' ? 'option' : 'storeId' }),
        };
      throw redirect(stepUrl('payment'));
    }
    const [typeId, date, timeFrom, timeTo] = (values.slot ?? '').split('|');
    if (!typeId || !date || !timeFrom || !timeTo) return failure(intent, values, { slot: message('required') });
    if (option === 'myAddress') {
      const result = await send(await api.aspos.cart.delivery.$post({ json: { method: 'CustomerAddress' } }));
      if (!result.ok) return { ...result, intent, fieldErrors: renameFields(result.fieldErrors, { deliveryAddressId: 'option' }) };
    } else {
      const alternativeAddress = {
        firstName: values['alt.firstName'] ?? '',
        lastName: values['alt.lastName'] ?? '',
        name: values['alt.name'] ?? '',
        phoneNumber: values['alt.phoneNumber'] ?? '',
        emailAddress: '',
        ...addressFrom(values, 'alt.'),
      };
      const result = await send(
        await api.aspos.cart.delivery.$post({
          json: { method: 'AlternativeAddress', alternativeAddress, useAsInvoiceAddress: values.useAsInvoiceAddress === 'on' },
        }),
      );
      if (!result.ok) {
        const fieldErrors = Object.fromEntries(
          Object.entries(result.fieldErrors).map(([field, text]) => [`alt.${field.replace(/^alternativeAddress\./, '')}`, text]),
        );
        return { ...result, intent, fieldErrors };
      }
    }
    const shipment = await send(await api.aspos.cart.shipment.$post({ json: { id: typeId, date, timeFrom, timeTo } }));
    if (!shipment.ok)
      return {
        ...shipment,
        intent,
        fieldErrors: Object.keys(shipment.fieldErrors).length ? { slot: Object.values(shipment.fieldErrors)[0]! } : {},
      };
    throw redirect(stepUrl('payment'));
  }

  if (intent === 'payment') {
    const method = values.method ?? '';
    const errors: FieldErrors = {};
    if (!method) errors.method = message('paymentMethodRequired');
    if (values.terms !== 'on') errors.terms = message('termsRequired');
    const cart = await fetchCart(api);
    const methods = await readData(await api.aspos.payment['payment-methods'].$get());
    const chosen = methods.find((m) => m.Code === method);
    const issuer = method === 'ideal' && chosen && chosen.IdealIssuers.length > 0 ? values.issuer || null : null;
    if (chosen && method === 'ideal' && chosen.IdealIssuers.length > 0 && !issuer) errors.issuer = message('bankRequired');
    if (chosen?.PinCodeRequired && !/^\d{4}$/.test(values.pin ?? '')) errors.pin = message('pinIncorrect');
    if (Object.keys(errors).length > 0) return failure(intent, values, errors);
    // §4: the payment goes to the server only when method or bank changed (a PIN is checked each time it is typed).
    if (method !== cart.PaymentMethod || issuer !== chosenIssuer(cart) || chosen?.PinCodeRequired) {
      const result = await send(await api.aspos.cart.payment.$post({ json: { method, data: { issuer, pin: values.pin || null } } }));
      if (!result.ok)
        return { ...result, intent, fieldErrors: renameFields(result.fieldErrors, { 'data.issuer': 'issuer', 'data.pin': 'pin' }) };
    }
    if (!cart.IsAccept) {
      const accepted = await send(await api.aspos.cart.customer.$post({ json: { isAccept: true } }));
      if (!accepted.ok) return { ...accepted, intent };
    }
    throw redirect(stepUrl('overview'));
  }

  if (intent === 'confirm') {
    const expected = Number(values.expectedTotal);
    const response = await api.aspos.cart.confirm.$post({
      json: { isAccept: true, ...(Number.isFinite(expected) ? { expectedTotalInclTax: expected } : {}) },
    });
    if (response.status === 401) await readApi(request, response, values, generic);
    const answer = await readAnswer(response);
    // The provider's page (or the thanks page for payment on account or at pickup): a full page load, the provider's
    // page is not a route of the storefront.
    if (answer.ok && answer.body.IsOrderable && answer.body.PaymentUrl) throw redirectDocument(answer.body.PaymentUrl);
    return failure(intent, values, {}, (answer.ok ? answer.body.Message : answer.message) || generic);
  }

  return failure(intent, values, {}, generic);
}
