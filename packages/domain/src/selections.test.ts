import { describe, expect, it } from 'vitest';
import {
  addedSelectionQuantity,
  birthdayProblem,
  catalogueAnimal,
  isAnimalSpecies,
  listNameProblem,
  normalizeListName,
  selectionHasMore,
  shownListName,
} from './selections.ts';

describe('selection paging (§4, §9)', () => {
  it('has more when a page came back full, unless the total says it was the last', () => {
    expect(selectionHasMore({ returned: 10, pageSize: 10 })).toBe(true);
    expect(selectionHasMore({ returned: 9, pageSize: 10 })).toBe(false);
    expect(selectionHasMore({ returned: 10, pageSize: 10, offset: 0, total: 10 })).toBe(false);
    expect(selectionHasMore({ returned: 10, pageSize: 10, offset: 10, total: 21 })).toBe(true);
  });
});

describe('list names', () => {
  it('are trimmed with single spaces', () => {
    expect(normalizeListName('  Voor   de  hond ')).toBe('Voor de hond');
  });

  it('refuses empty, too long and duplicate names (any case, any spacing)', () => {
    expect(listNameProblem('   ', [])).toEqual({ id: 'listNameRequired' });
    expect(listNameProblem('x'.repeat(61), [])).toEqual({ id: 'listNameTooLong', params: { max: 60 } });
    expect(listNameProblem('mijn  FAVORIETEN', ['Mijn favorieten'])).toEqual({ id: 'listNameExists' });
    expect(listNameProblem('Kerst', ['Mijn favorieten'])).toBeNull();
    expect(listNameProblem('x'.repeat(60), [])).toBeNull();
  });

  it("show the shop's default list in the page's language, and a name the customer chose as written", () => {
    const standard = { ListName: 'Mijn favorieten', IsDefault: true };
    expect(shownListName(standard, 'nl')).toBe('Mijn favorieten');
    expect(shownListName(standard, 'fr')).toBe('Mes favoris');
    expect(shownListName(standard, 'en')).toBe('My favourites');
    expect(shownListName({ ListName: 'Voor de kat', IsDefault: true }, 'fr')).toBe('Voor de kat');
    expect(shownListName({ ListName: 'Mijn favorieten', IsDefault: false }, 'en')).toBe('Mijn favorieten');
  });
});

describe('adding to a selection (§4)', () => {
  it('adds the absolute amount to what is there', () => {
    expect(addedSelectionQuantity(0, 3)).toBe(3);
    expect(addedSelectionQuantity(4, 3)).toBe(7);
    expect(addedSelectionQuantity(4, -3)).toBe(7);
  });

  it('refuses a sum above the largest line quantity', () => {
    expect(addedSelectionQuantity(99_998, 1)).toBe(99_999);
    expect(addedSelectionQuantity(99_999, 1)).toBeNull();
  });
});

describe('animals', () => {
  it('knows the seven species and their catalogue animal', () => {
    expect(isAnimalSpecies('hond')).toBe(true);
    expect(isAnimalSpecies('Hond')).toBe(false);
    expect(isAnimalSpecies('olifant')).toBe(false);
    expect(catalogueAnimal('vis', ['Hond', 'Vis'])).toBe('Vis');
    expect(catalogueAnimal('reptiel', ['Hond', 'Vis'])).toBeNull();
  });

  it('accepts a real past birthday and refuses impossible, future and ancient ones', () => {
    expect(birthdayProblem('2020-02-29', '2026-11-26')).toBeNull();
    expect(birthdayProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(birthdayProblem('2021-02-29', '2026-11-26')).toBe('birthdayInvalid');
    expect(birthdayProblem('26-11-2020', '2026-11-26')).toBe('birthdayInvalid');
    expect(birthdayProblem('2026-11-27', '2026-11-26')).toBe('birthdayFuture');
    expect(birthdayProblem('1900-01-01', '2026-11-26')).toBe('birthdayInvalid');
  });
});
