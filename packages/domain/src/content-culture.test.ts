import { describe, expect, it } from 'vitest';
import { contentLanguage, localizeArticle, type ArticleText } from './content-culture.ts';

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
    const page = localizeArticle(dutch, { fr: { title: 'Livraison', summary: '', blocks: [{ type: 'text', html: '<p>Français</p>' }] } }, 'fr');
    expect(page).toEqual({
      ...dutch,
      title: 'Livraison',
      blocks: [{ type: 'text', html: '<p>Français</p>' }],
      language: 'fr',
    });
  });

  it('falls back to Dutch as a whole without a translation (or one without a title), and keeps the Dutch blocks when none are translated', () => {
    expect(localizeArticle(dutch, { fr: { title: 'Livraison' } }, 'en')).toEqual({ ...dutch, language: 'nl' });
    expect(localizeArticle(dutch, { en: { title: ' ' } }, 'en')).toEqual({ ...dutch, language: 'nl' });
    expect(localizeArticle(dutch, null, 'fr')).toEqual({ ...dutch, language: 'nl' });
    expect(localizeArticle(dutch, { en: { title: 'Delivery', blocks: [] } }, 'en')).toMatchObject({ title: 'Delivery', blocks: dutch.blocks, language: 'en' });
    expect(localizeArticle(dutch, { fr: { title: 'Livraison' } }, 'nl')).toEqual({ ...dutch, language: 'nl' });
  });
});
