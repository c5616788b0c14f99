import { DEFAULT_WISHLIST_NAME } from '@toonbank/domain';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/messages.ts';
import { shownListName } from './list-name.ts';

describe('shownListName', () => {
  const standard = { ListName: DEFAULT_WISHLIST_NAME, IsDefault: true };
  it("shows the shop's default list in the page's language", () => {
    expect(shownListName(standard, translator('nl'))).toBe('Mijn favorieten');
    expect(shownListName(standard, translator('fr'))).toBe('Mes favoris');
    expect(shownListName(standard, translator('en'))).toBe('My favourites');
  });
  it('shows a name the customer chose as written, also for the default list and for another list named like it', () => {
    expect(shownListName({ ListName: 'Voor de kat', IsDefault: true }, translator('fr'))).toBe('Voor de kat');
    expect(shownListName({ ListName: DEFAULT_WISHLIST_NAME, IsDefault: false }, translator('en'))).toBe(DEFAULT_WISHLIST_NAME);
  });
});
