import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

interface Block {
  Type: string;
  Html: string | null;
  Questions: { Answer: string }[];
  WebNodeId: number | null;
  Brands: unknown[];
  FormId: string | null;
}
interface LoadResult {
  Success: boolean;
  ReasonCode: string;
  Article: {
    Title: string;
    Heading: string | null;
    Blocks: Block[];
    AlternateUrl: string | null;
    RobotsNoIndex: boolean;
    MetaTitle: string;
    MetaDescription: string | null;
    Summary: string | null;
    Language: string;
  } | null;
}

async function load(url: string, token?: string, culture = 'nl-NL'): Promise<{ status: number; body: LoadResult }> {
  const response = await t.request('/api/vm/u', { json: { AtomType: 'Article', Url: url, PathUrl: url, Culture: culture }, token });
  return { status: response.status, body: (await response.json()) as LoadResult };
}

describe('POST /api/vm/u', () => {
  it('loads the blocks demo with one block of each type', async () => {
    const { status, body } = await load('/blocks/demo');
    expect(status).toBe(200);
    expect(body.ReasonCode).toBe('Ok');
    const types = body.Article!.Blocks.map((b) => b.Type);
    expect(new Set(types)).toEqual(
      new Set(['text', 'image', 'imageText', 'bannerRow', 'productSlider', 'brandSlider', 'uspRow', 'faq', 'form', 'video']),
    );
    expect(body.Article!.RobotsNoIndex).toBe(true);
    const faq = body.Article!.Blocks.find((b) => b.Type === 'faq')!;
    expect(faq.Questions.length).toBeGreaterThan(0);
    expect(body.Article!.Blocks.find((b) => b.Type === 'brandSlider')!.Brands.length).toBeGreaterThan(0);
  });

  it('gives the French or English version of a page for that Culture, and the Dutch one where there is none', async () => {
    const dutch = (await load('over-ons')).body.Article!;
    expect(dutch).toMatchObject({ Title: 'Over Toonbank', Language: 'nl' });
    const french = (await load('over-ons', undefined, 'fr-BE')).body.Article!;
    expect(french).toMatchObject({ Title: 'À propos de Toonbank', MetaTitle: 'À propos | Toonbank', Language: 'fr' });
    expect(french.Blocks.find((b) => b.Type === 'text')!.Html).toContain('Toonbank a commencé en 1987');
    const english = (await load('bezorging', undefined, 'en-GB')).body.Article!;
    expect(english).toMatchObject({ Title: 'Delivery', Heading: 'Delivery and collection', Language: 'en' });
    // Its <title> and description are English too, not the Dutch page's ('Bezorging | Toonbank').
    expect(english).toMatchObject({ MetaTitle: 'Delivery | Toonbank', MetaDescription: english.Summary });
    // No French version of this page: the Dutch text, said to be Dutch.
    expect((await load('retourneren', undefined, 'fr-BE')).body.Article).toMatchObject({
      Title: (await load('retourneren')).body.Article!.Title,
      Language: 'nl',
    });
    // Unknown cultures fall back to Dutch; a changed translation is served at once (cache by revision).
    expect((await load('over-ons', undefined, 'de-DE')).body.Article!.Language).toBe('nl');
    await t.database.pool.query(
      `update articles set translations = jsonb_set(translations, '{en,title}', '"About us"') where url = 'over-ons'`,
    );
    expect((await load('over-ons', undefined, 'en-GB')).body.Article!.Title).toBe('About us');
  });

  it('says Redirect for an article with an alternate url', async () => {
    const { body } = await load('verzendkosten');
    expect(body).toMatchObject({ ReasonCode: 'Redirect', Article: { AlternateUrl: '/bezorging' } });
  });

  it('hides login-required articles from anonymous visitors only', async () => {
    expect((await load('zakelijk/prijslijsten')).body).toMatchObject({ ReasonCode: 'LoginRequired', Article: null });
    const token = await t.login('zakelijk@toonbank.nl');
    expect((await load('zakelijk/prijslijsten', token)).body.ReasonCode).toBe('Ok');
  });

  it('answers NotFound with 404 for unknown and unsafe urls, never an error', async () => {
    for (const url of ['/bestaat-niet', '/../over-ons', '/over%2Fons', `/${'a'.repeat(2000)}`, '/%E0%A4%A', "/'; drop table articles;--"]) {
      const { status, body } = await load(url);
      expect(status, url).toBe(404);
      expect(body.ReasonCode).toBe('NotFound');
    }
    const tooLong = await t.request('/api/vm/u', { json: { Url: 'a'.repeat(5000) } });
    expect(tooLong.status).toBe(400);
  });

  it('strips scripts, event handlers and javascript: links from stored HTML and drops invalid blocks', async () => {
    await t.database.pool.query(`insert into articles (url, title, blocks) values ('xss-test', 'XSS', $1)`, [
      JSON.stringify([
        {
          type: 'text',
          html: '<p onclick="alert(1)">Hallo<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">link</a></p>',
        },
        { type: 'image', src: 'javascript:alert(5)', alt: 'x' },
        { type: 'nonsense' },
      ]),
    ]);
    const { body } = await load('xss-test');
    const blocks = body.Article!.Blocks;
    expect(blocks).toHaveLength(1);
    const html = blocks[0]!.Html!;
    expect(html).toContain('Hallo');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
  });
});

describe('content cache', () => {
  it('serves a changed article at once: the cache follows the content revision', async () => {
    expect((await load('over-ons')).body.Article!.Title).toBe('Over Toonbank');
    const before = Number((await t.database.pool.query<{ revision: string }>('select revision from content_revision')).rows[0]!.revision);
    await t.database.pool.query(`update articles set title = 'Over ons en onze winkels' where url = 'over-ons'`);
    const after = Number((await t.database.pool.query<{ revision: string }>('select revision from content_revision')).rows[0]!.revision);
    expect(after).toBe(before + 1);
    expect((await load('over-ons')).body.Article!.Title).toBe('Over ons en onze winkels');
    await t.database.pool.query(`update stores set name = 'Toonbank Utrecht Centrum' where url = 'toonbank-utrecht'`);
    const stores = (await (await t.request('/api/aspos/stores')).json()) as { Data: { Stores: { Name: string }[] } };
    expect(stores.Data.Stores.map((s) => s.Name)).toContain('Toonbank Utrecht Centrum');
  });
});

describe('news', () => {
  it('pages a category newest first with dd-MM-yyyy dates', async () => {
    const response = await t.request('/api/newscategorybyname/tips/nl-NL?limit=3');
    expect(response.status).toBe(200);
    const { Data } = (await response.json()) as {
      Data: { Items: { PublicationDate: string; PublicationDateDisplay: string; CategoryName: string }[]; Total: number };
    };
    expect(Data.Items).toHaveLength(3);
    expect(Data.Total).toBeGreaterThan(3);
    expect(Data.Items.every((i) => i.CategoryName === 'tips')).toBe(true);
    expect(Data.Items[0]!.PublicationDateDisplay).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const dates = Data.Items.map((i) => i.PublicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps reporting the total on a page past the last item', async () => {
    type Page = { Data: { Items: unknown[]; Total: number } };
    const all = ((await (await t.request('/api/newscategorybyname/tips/nl-NL?limit=100')).json()) as Page).Data;
    expect(all.Total).toBe(all.Items.length);
    const beyond = ((await (await t.request(`/api/newscategorybyname/tips/nl-NL?offset=${all.Total + 2}&limit=3`)).json()) as Page).Data;
    expect(beyond.Items).toEqual([]);
    expect(beyond.Total).toBe(all.Total);
  });

  it('lists by tag, gives a detail page, and hides items not yet published', async () => {
    const tagged = (await (await t.request('/api/newstag/puppy/nl-NL')).json()) as { Data: { Items: { Name: string; Tags: string[] }[] } };
    expect(tagged.Data.Items.length).toBe(2);
    const name = tagged.Data.Items[0]!.Name;
    const detail = await t.request(`/api/newsitembyname/${name}/nl-NL`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { Data: { Author: string; Blocks: unknown[] } }).Data.Author).not.toBe('');
    await t.database.pool.query(`update news_items set publication_date = now() + interval '2 days' where name = $1`, [name]);
    expect((await t.request(`/api/newsitembyname/${name}/nl-NL`)).status).toBe(404);
    expect((await t.request('/api/newscategorybyname/bestaat-niet/nl-NL')).status).toBe(404);
  });

  it('serves items and categories in the asked language, and Dutch marked Language nl where there is no translation', async () => {
    type Item = { Name: string; Title: string; Summary: string; Language: string };
    type Page = { Data: { Category: { Title: string; Language: string }; Items: Item[]; Categories: { Title: string }[] } };
    const english = ((await (await t.request('/api/newscategorybyname/tips/en-GB?limit=100')).json()) as Page).Data;
    expect(english.Category).toEqual(expect.objectContaining({ Title: 'Tips & advice', Language: 'en' }));
    expect(english.Categories.map((c) => c.Title)).toEqual(expect.arrayContaining(['News', 'Events']));
    const litter = english.Items.find((i) => i.Name === 'vijf-tips-voor-een-gezonde-kattenbak')!;
    expect(litter).toMatchObject({ Title: 'Five tips for a healthy litter tray', Language: 'en' });
    const detail = (await (await t.request('/api/newsitembyname/vijf-tips-voor-een-gezonde-kattenbak/fr-FR')).json()) as {
      Data: Item & { CategoryTitle: string; Blocks: Block[] };
    };
    expect(detail.Data).toMatchObject({ Title: 'Cinq conseils pour un bac à litière sain', Language: 'fr', CategoryTitle: 'Conseils' });
    expect(detail.Data.Blocks.find((b) => b.Type === 'text')!.Html).toContain('litière chaque semaine');
    // Without a translation: the Dutch text, said to be Dutch.
    await t.database.pool.query(`update news_items set translations = '{}' where name = 'vijf-tips-voor-een-gezonde-kattenbak'`);
    const dutch = (await (await t.request('/api/newsitembyname/vijf-tips-voor-een-gezonde-kattenbak/en-GB')).json()) as { Data: Item };
    expect(dutch.Data).toMatchObject({ Title: 'Vijf tips voor een gezonde kattenbak', Language: 'nl' });
  });
});

describe('FAQ', () => {
  it('lists categories with questions, and one by name', async () => {
    const all = (await (await t.request('/api/faq/nl-NL')).json()) as { Data: { Name: string; Questions: unknown[] }[] };
    expect(all.Data.length).toBeGreaterThan(2);
    expect(all.Data.every((c) => c.Questions.length > 0)).toBe(true);
    expect((await t.request('/api/faqcategorybyname/bezorgen/nl-NL')).status).toBe(200);
    expect((await t.request('/api/faqcategorybyname/onbekend/nl-NL')).status).toBe(404);
  });
});

describe('GET /api/seo/sitemap', () => {
  it('lists products, categories, brands, stores, content and news, leaving out hidden pages', async () => {
    const { Data } = (await (await t.request('/api/seo/sitemap')).json()) as { Data: { Paths: { Path: string }[] } };
    const paths = Data.Paths.map((p) => p.Path);
    for (const prefix of ['/product/detail/', '/product/lister/', '/merken/', '/winkel/', '/nieuws/detail/']) {
      expect(
        paths.some((p) => p.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(paths).toContain('/over-ons');
    expect(paths).not.toContain('/blocks/demo'); // noindex
    expect(paths).not.toContain('/zakelijk/prijslijsten'); // login required
    expect(paths).not.toContain('/verzendkosten'); // redirects
  });
});

describe('OpenAPI document', () => {
  it('describes the stores, content, news, FAQ, forms and sitemap endpoints', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const paths = Object.keys(((await response.json()) as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/aspos/stores',
      '/api/aspos/products/{id}/stock',
      '/api/aspos/customer/store',
      '/api/vm/u',
      '/api/form/{id}',
      '/api/faq/{locale}',
      '/api/seo/sitemap',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
