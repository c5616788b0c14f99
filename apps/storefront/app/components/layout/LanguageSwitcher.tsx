import { Form, useLocation } from 'react-router';
import { LOCALES, useLocale, useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * Language switcher (NL/FR/EN): posts to the /locale action, which sets the
 * locale cookie (365 days) and reloads the current page in that language.
 */
export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  return (
    <Form method="post" action="/locale" reloadDocument className="language-switcher" aria-label={t('footer.languageChange')}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span className="language-switcher__label">
        <Icon name="globe" size={16} />
        {t('footer.language')}
      </span>
      <ul className="language-switcher__list">
        {LOCALES.map((code) => (
          <li key={code}>
            <button
              type="submit"
              name="locale"
              value={code}
              lang={code}
              className="language-switcher__option"
              aria-current={code === locale ? 'true' : undefined}
              aria-label={t(`language.${code}`)}
            >
              {code.toUpperCase()}
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}
