import '../../styles/catalogue.css';
import { Link } from 'react-router';
import { visibleBrandName } from '../../components/product/ProductTile.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readData } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { brandHref } from '../../lib/links.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/brands';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  const brands = await readData(await api.aspos.brands.$get());
  // §5: 'geen merk' and nameless brands are hidden (the API does too).
  const visible = brands.filter((brand) => visibleBrandName(brand.Name) !== null);
  const groups = new Map<string, typeof visible>();
  for (const brand of visible) {
    const first = brand.Name.trim().charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return { groups: [...groups].sort(([a], [b]) => a.localeCompare(b)), locale };
}

export const handle: ShellHandle = { breadcrumb: ({ t }) => ({ label: t('catalogue.brands'), to: '/merken' }) };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('catalogue.brands') }) }];
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="brands-page container">
      <h1>{t('catalogue.brands')}</h1>
      <p>{t('catalogue.brandsIntro')}</p>
      <nav aria-label="A-Z" className="brands-page__letters">
        <ul>
          {loaderData.groups.map(([letter]) => (
            <li key={letter}>
              <a href={`#merken-${letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.groups.map(([letter, brands]) => (
        <section key={letter} id={`merken-${letter}`} aria-labelledby={`merken-${letter}-title`} className="brands-page__group">
          <h2 id={`merken-${letter}-title`}>{letter}</h2>
          <ul>
            {brands.map((brand) => (
              <li key={brand.Id}>
                <Link to={brandHref(brand.Url)}>{brand.Name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
