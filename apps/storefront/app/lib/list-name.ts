import { DEFAULT_WISHLIST_NAME } from '@toonbank/domain';
import type { Translate } from '../i18n/messages.ts';

/**
 * The name a wishlist is shown by. The shop makes every customer's default list under its Dutch name; until the customer
 * renames it, it is shown in the page's language. A name the customer chose is shown as they wrote it. (Forms that name
 * a list to the API send `ListName` itself, not this.)
 */
export function shownListName(list: { ListName: string; IsDefault: boolean }, t: Translate): string {
  return list.IsDefault && list.ListName === DEFAULT_WISHLIST_NAME ? t('wishlist.defaultName') : list.ListName;
}
