import { describe, expect, it } from 'vitest';
import { contentLanguage, localizeArticle, localizeFields, settingText, type ArticleText } from './content-culture.ts';

const dutch: ArticleText = {
  title: 'Bezorging',
  heading: 'Bezorging en afhalen',
  summary: 'Voor 22:00 besteld, morgen in huis.',
  blocks: [{ type: 'text', html: '<p>Nederlands</p>' }],
  metaTitle: 'Bezorging | Toonbank',
  metaDescription: 'Bezorgen',
  metaKeywords: null,
};

describe('contentLanguage', () => {
  it.each([
    ['nl-NL', 'nl'],
    ['fr-BE', 'fr'],
    ['FR', 'fr'],
    ['en-GB', 'en'],
    ['de-DE', 'nl'],
    ['', 'nl'],
    [undefined, 'nl'],
  ])('%s → %s', (culture, language) => expect(contentLanguage(culture)).toBe(language));
});

describe('localizeArticle', () => {
  it('uses the translation of the asked language, the Dutch text for each missing field', () => {
    const page = localizeArticle(
      dutch,
      { fr: { title: 'Livraison', summary: '', blocks: [{ type: 'text', html: '<p>Français</p>' }] } },
      'fr',
    );
    expect(page).toEqual({
      ...dutch,
      title: 'Livraison',
      blocks: [{ type: 'text', html: '<p>Français</p>' }],
      metaTitle: null,
      metaDescription: null,
      language: 'fr',
    });
  });

  it('never gives a translated page the Dutch meta title, description or keywords: its own, else none', () => {
    const withKeywords = { ...dutch, metaKeywords: 'bezorgen, afhalen' };
    expect(localizeArticle(withKeywords, { fr: { title: 'Livraison' } }, 'fr')).toMatchObject({
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
    });
    expect(
      localizeArticle(
        withKeywords,
        { en: { title: 'Delivery', metaTitle: 'Delivery | Toonbank', metaDescription: ' ', metaKeywords: 'delivery' } },
        'en',
      ),
    ).toMatchObject({ metaTitle: 'Delivery | Toonbank', metaDescription: null, metaKeywords: 'delivery' });
  });

  it('falls back to Dutch as a whole without a translation (or one without a title), and keeps the Dutch blocks when none are translated', () => {
    expect(localizeArticle(dutch, { fr: { title: 'Livraison' } }, 'en')).toEqual({ ...dutch, language: 'nl' });
    expect(localizeArticle(dutch, { en: { title: ' ' } }, 'en')).toEqual({ ...dutch, language: 'nl' });
    expect(localizeArticle(dutch, null, 'fr')).toEqual({ ...dutch, language: 'nl' });
    expect(localizeArticle(dutch, { en: { title: 'Delivery', blocks: [] } }, 'en')).toMatchObject({
      title: 'Delivery',
      blocks: dutch.blocks,
      language: 'en',
    });
    expect(localizeArticle(dutch, { fr: { title: 'Livraison' } }, 'nl')).toEqual({ ...dutch, language: 'nl' });
  });
});

describe('localizeFields', () => {
  const row = { name: 'Droogvoer', description: 'Droogvoer voor honden.', url: 'hond/voeding/droogvoer' };
  it('takes each translated field, the Dutch text for the others, and names the language of the leading field', () => {
    expect(
      localizeFields(row, { fr: { name: 'Croquettes', description: 'Croquettes pour chiens.' } }, 'fr', ['name', 'description']),
    ).toEqual({
      name: 'Croquettes',
      description: 'Croquettes pour chiens.',
      language: 'fr',
    });
    expect(localizeFields(row, { en: { name: 'Dry food' } }, 'en', ['name', 'description'])).toEqual({
      name: 'Dry food',
      description: 'Droogvoer voor honden.',
      language: 'en',
    });
  });
  it('keeps Dutch, marked as Dutch, where there is no translation (or an empty one), and for Dutch visitors', () => {
    expect(localizeFields(row, { fr: { name: ' ' } }, 'fr', ['name'])).toEqual({ name: 'Droogvoer', language: 'nl' });
    expect(localizeFields(row, null, 'en', ['name'])).toEqual({ name: 'Droogvoer', language: 'nl' });
    expect(localizeFields(row, { fr: { name: 'Croquettes' } }, 'nl', ['name'])).toEqual({ name: 'Droogvoer', language: 'nl' });
  });
});

describe('settingText', () => {
  const onAccount = { description: 'Op rekening', translations: { fr: { description: 'Sur facture' }, en: { description: ' ' } } };
  it('names a setting in the reader’s language, in Dutch where it has no (or an empty) translation', () => {
    expect(settingText(onAccount, 'fr')).toBe('Sur facture');
    expect(settingText(onAccount, 'fr-BE')).toBe('Sur facture');
    expect(settingText(onAccount, 'nl')).toBe('Op rekening');
    expect(settingText(onAccount, 'en')).toBe('Op rekening');
    expect(settingText({ description: 'iDEAL' }, 'fr')).toBe('iDEAL');
    expect(settingText({ description: 'iDEAL', translations: 'broken' as never }, 'en')).toBe('iDEAL');
  });
});
