/**
 * The `intent` values of the list buttons on tiles and the product page (issue 19: the button names what it does, so
 * its form carries no hidden intent). Shared by the buttons and the actions that read them.
 */
export const HEART_ON = 'heart-on';
export const HEART_OFF = 'heart-off';
/** 'Op bestellijst' from a tile or the product page: one more of the product, whatever quantity field the form has. */
export const ORDER_LIST_ADD_ONE = 'add-one';

export function isHeartIntent(intent: string | undefined): boolean {
  return intent === HEART_ON || intent === HEART_OFF;
}
