import { describe, expect, it } from 'vitest';
import { gtmBootstrap, gtmContainer } from './analytics.ts';
import { chosenIssuer, furthestStep, isStepName, slotGroups, slotValue, stepOfCart } from './checkout.ts';

describe('checkout steps (§4)', () => {
  it('never lets a later step be reached than the cart allows', () => {
    expect(furthestStep(1)).toBe('delivery');
    expect(furthestStep(2)).toBe('payment');
    expect(furthestStep(3)).toBe('overview');
  });

  it('sends /checkout to the step the cart is in, a fresh checkout to the information step', () => {
    expect(stepOfCart(1)).toBe('information');
    expect(stepOfCart(2)).toBe('payment');
    expect(stepOfCart(3)).toBe('overview');
  });

  it('knows only its four steps', () => {
    expect(['information', 'delivery', 'payment', 'overview'].every(isStepName)).toBe(true);
    expect(isStepName('success')).toBe(false);
    expect(isStepName(null)).toBe(false);
  });

  it('reads the bank from the payment data and writes a slot as one form value', () => {
    expect(chosenIssuer({ PaymentData: '{"issuer":"ING"}' })).toBe('ING');
    expect(chosenIssuer({ PaymentData: 'not json' })).toBeNull();
    expect(chosenIssuer({ PaymentData: null })).toBeNull();
    expect(slotValue({ ShipmentTypeId: 'standard', Date: '2026-11-26', TimeFrom: '08:00', TimeTo: '12:00' })).toBe(
      'standard|2026-11-26|08:00|12:00',
    );
  });
});

describe('tag manager (§9)', () => {
  const configured = { gtmEnabled: true, gtmContainerId: 'GTM-AB12CD' };

  it('loads only when configured and the visitor accepted analytics cookies', () => {
    expect(gtmContainer(configured, 'all')).toBe('GTM-AB12CD');
    expect(gtmContainer(configured, 'necessary')).toBeNull();
    expect(gtmContainer(configured, null)).toBeNull();
    expect(gtmContainer({ gtmEnabled: false, gtmContainerId: 'GTM-AB12CD' }, 'all')).toBeNull();
    expect(gtmContainer({ gtmEnabled: true, gtmContainerId: '' }, 'all')).toBeNull();
    expect(gtmContainer({ gtmEnabled: true, gtmContainerId: "GTM-1');alert(1)//" }, 'all')).toBeNull();
    expect(gtmContainer(undefined, 'all')).toBeNull();
  });

  it('sets the Consent Mode v2 defaults to denied before the container loads', () => {
    const script = gtmBootstrap('GTM-AB12CD');
    const consentDefault = script.indexOf("gtag('consent','default'");
    expect(consentDefault).toBeGreaterThan(-1);
    expect(script.slice(consentDefault, script.indexOf('});', consentDefault))).toMatch(
      /ad_storage:'denied'.*ad_user_data:'denied'.*ad_personalization:'denied'.*analytics_storage:'denied'/,
    );
    expect(consentDefault).toBeLessThan(script.indexOf('gtm.js?id='));
  });
});

describe('slotGroups', () => {
  const slot = (ShipmentTypeId: string, Date: string, TimeFrom: string, TimeTo: string) => ({ ShipmentTypeId, Date, TimeFrom, TimeTo });

  it('groups the slots by day and shipment type, by day first (the API lists them per type)', () => {
    const groups = slotGroups([
      slot('standard', '2026-12-01', '08:00', '12:00'),
      slot('standard', '2026-12-01', '12:00', '17:00'),
      slot('standard', '2026-12-02T00:00:00', '08:00', '12:00'),
      slot('evening', '2026-12-01', '17:00', '21:00'),
      slot('evening', '2026-12-02', '17:00', '21:00'),
    ]);
    expect(groups.map(({ date, shipmentTypeId, slots }) => [date, shipmentTypeId, slots.map((s) => s.TimeFrom)])).toEqual([
      ['2026-12-01', 'standard', ['08:00', '12:00']],
      ['2026-12-01', 'evening', ['17:00']],
      ['2026-12-02', 'standard', ['08:00']],
      ['2026-12-02', 'evening', ['17:00']],
    ]);
    expect(slotGroups([])).toEqual([]);
  });
});
