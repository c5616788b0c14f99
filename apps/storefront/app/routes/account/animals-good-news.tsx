import '../../styles/lists.css';
import { ANIMAL_SPECIES, catalogueAnimal, type AnimalSpecies } from '@toonbank/domain';
import { Form, Link, useNavigation } from 'react-router';
import { ProductTile } from '../../components/product/ProductTile.tsx';
import { LOCALE_TAGS, translator, useT } from '../../i18n/messages.ts';
import { requireActingUser } from '../../lib/account.server.ts';
import { readData } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { dutchFragment } from '../../lib/content.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { settle } from '../../lib/lists.server.ts';
import { formValues } from '../../lib/forms.server.ts';
import { toTileProduct } from '../../lib/product-tile.ts';
import { getSettings } from '../../lib/site-wide.server.ts';
import { readSpecialNodes } from '../../lib/special-nodes.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import { useLocale } from '../../i18n/messages.ts';
import type { Route } from './+types/animals-good-news';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('animals.title'), to: '/account/animals-good-news' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('animals.title') }) }, { name: 'robots', content: 'noindex' }];
}

/** The catalogue's animals (the top categories and the products' `dier` tag are capitalised: 'Hond'). */
const CATALOGUE_ANIMALS = ANIMAL_SPECIES.map((species) => species.charAt(0).toUpperCase() + species.slice(1));

/**
 * The customer's animals, and for each species they have: the news tagged with it (the species is the news tag) and
 * the offers of the moment for that animal (the products of the offers node with its `dier` tag).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale } = requireActingUser(request, context);
  const culture = LOCALE_TAGS[locale];
  try {
    const [animals, settings] = await Promise.all([readData(await api.aspos.customer.animals.$get()), getSettings(api, locale)]);
    const offersNode = readSpecialNodes(settings).actie ?? null;
    const species = [...new Set(animals.map((animal) => animal.Species))];
    const perSpecies = await Promise.all(
      species.map(async (kind) => {
        const animal = catalogueAnimal(kind, CATALOGUE_ANIMALS);
        const [news, offers] = await Promise.all([
          readData(await api.newstag[':tag'][':locale'].$get({ param: { tag: kind, locale: culture }, query: { limit: '3' } })),
          animal && offersNode
            ? readData(
                await api.meilisearch.v1.default.search.$get({
                  query: { limit: '4', baseFacetFilters: [`webnode:${offersNode.id}`, `tag.dier:${animal}`] },
                }),
              )
            : null,
        ]);
        return { species: kind, animal, news: news.Items, offers: (offers?.Hits ?? []).map(toTileProduct) };
      }),
    );
    return { animals, perSpecies, locale };
  } catch (error) {
    throwIfUnauthorized(error, request);
    throw error;
  }
}

type Result = { ok: boolean; message: string; intent: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const { api, locale } = requireActingUser(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  const intent = values.intent ?? '';
  const species = (ANIMAL_SPECIES as readonly string[]).includes(values.species ?? '') ? (values.species as AnimalSpecies) : null;
  const json = { species: species as AnimalSpecies, name: values.name ?? '', birthday: values.birthday ?? '' };
  const id = String(Number(values.animalId) || 0);
  const name = (values.name ?? '').trim();
  const done = async (response: { ok: boolean; status: number; json(): Promise<unknown> }, success: string): Promise<Result> => {
    const { result } = await settle(request, response, intent, null, success, t('lists.error'));
    return { ok: result.ok, message: result.message, intent };
  };
  switch (intent) {
    case 'add':
      return done(await api.aspos.customer.animals.$post({ json }), t('animals.added', { name }));
    case 'save':
      return done(await api.aspos.customer.animals[':id'].$put({ param: { id }, json }), t('animals.saved', { name }));
    case 'remove':
      return done(await api.aspos.customer.animals[':id'].$delete({ param: { id } }), t('animals.removed'));
    default:
      return { ok: false, message: t('lists.error'), intent };
  }
}

function SpeciesSelect({ id, value }: { id: string; value?: string }) {
  const t = useT();
  return (
    <select id={id} name="species" defaultValue={value ?? ''} required>
      <option value="" disabled>
        {t('animals.chooseSpecies')}
      </option>
      {ANIMAL_SPECIES.map((species) => (
        <option key={species} value={species}>
          {t(`species.${species}`)}
        </option>
      ))}
    </select>
  );
}

export default function AnimalsGoodNews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const day = useCalendarDay();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { animals, perSpecies } = loaderData;
  return (
    <>
      <h1>{t('animals.title')}</h1>
      <p>{t('animals.intro')}</p>
      {actionData && (
        <div className={`alert ${actionData.ok ? 'alert--success' : 'alert--error'}`} role={actionData.ok ? 'status' : 'alert'}>
          {actionData.message}
        </div>
      )}
      <section className="list-card" aria-labelledby="animals-yours">
        <h2 id="animals-yours">{t('animals.yours')}</h2>
        {animals.length === 0 ? (
          <p>{t('animals.none')}</p>
        ) : (
          <ul className="list-lines">
            {animals.map((animal) => (
              <li key={animal.Id} className="animal-line">
                <Form method="post" className="inline-form">
                  <input type="hidden" name="animalId" value={animal.Id} />
                  <div>
                    <label htmlFor={`animal-${animal.Id}-species`}>{t('animals.species')}</label>
                    <SpeciesSelect id={`animal-${animal.Id}-species`} value={animal.Species} />
                  </div>
                  <div>
                    <label htmlFor={`animal-${animal.Id}-name`}>{t('animals.name')}</label>
                    <input id={`animal-${animal.Id}-name`} type="text" name="name" defaultValue={animal.Name} maxLength={60} required />
                  </div>
                  <div>
                    <label htmlFor={`animal-${animal.Id}-birthday`}>{t('animals.birthday')}</label>
                    <input id={`animal-${animal.Id}-birthday`} type="date" name="birthday" defaultValue={animal.Birthday ?? ''} />
                  </div>
                  <button
                    type="submit"
                    name="intent"
                    value="save"
                    className="button button--secondary-outline"
                    disabled={busy}
                    aria-label={t('animals.saveLabel', { name: animal.Name })}
                  >
                    {t('animals.save')}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    formNoValidate
                    className="link-button"
                    disabled={busy}
                    aria-label={t('animals.removeLabel', { name: animal.Name })}
                  >
                    {t('animals.remove')}
                  </button>
                </Form>
                {animal.Birthday && <p className="list-line__meta">{t('animals.bornOn', { date: day(animal.Birthday, false) })}</p>}
              </li>
            ))}
          </ul>
        )}
        <h3>{t('animals.add')}</h3>
        {/* A new, empty form after each animal added. */}
        <Form method="post" className="inline-form" key={animals.length}>
          <input type="hidden" name="intent" value="add" />
          <div>
            <label htmlFor="animal-new-species">{t('animals.species')}</label>
            <SpeciesSelect id="animal-new-species" />
          </div>
          <div>
            <label htmlFor="animal-new-name">{t('animals.name')}</label>
            <input id="animal-new-name" type="text" name="name" maxLength={60} required />
          </div>
          <div>
            <label htmlFor="animal-new-birthday">{t('animals.birthday')}</label>
            <input id="animal-new-birthday" type="date" name="birthday" />
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('animals.add')}
          </button>
        </Form>
      </section>

      {perSpecies.length > 0 && (
        <section aria-labelledby="animals-news">
          <h2 id="animals-news">{t('animals.news')}</h2>
          {perSpecies.map((group) => {
            const species = t(`species.${group.species}`);
            return (
              <div key={group.species} className="list-card">
                {group.news.length === 0 ? (
                  <p>{t('animals.noNews', { species })}</p>
                ) : (
                  <ul className="news-list">
                    {group.news.map((item) => (
                      <li key={item.Id} className="news-card card animal-news">
                        {item.Image ? <img src={item.Image} alt="" loading="lazy" /> : null}
                        <h3 lang={dutchFragment(item, locale)}>
                          <Link to={`/nieuws/detail/${item.Name}`}>{item.Title}</Link>
                        </h3>
                        <p className="news-card__meta">{item.PublicationDateDisplay}</p>
                        <p lang={dutchFragment(item, locale)}>{item.Summary}</p>
                      </li>
                    ))}
                  </ul>
                )}
                <h3>{t('animals.offers', { species })}</h3>
                {group.offers.length === 0 ? (
                  <p>{t('animals.noOffers', { species })}</p>
                ) : (
                  <ul className="product-grid animal-offers">
                    {group.offers.map((product) => (
                      <li key={product.Id} className="product-grid__item">
                        <ProductTile product={product} headingLevel={4} />
                      </li>
                    ))}
                  </ul>
                )}
                {group.animal && (
                  <p>
                    <Link to={`/tag/dier/${encodeURIComponent(group.animal)}`}>{t('animals.allOffers', { species })}</Link>
                  </p>
                )}
              </div>
            );
          })}
        </section>
      )}
      <p>
        {t('animals.newsletter')} <Link to="/account/details">{t('animals.newsletterLink')}</Link>.
      </p>
    </>
  );
}
