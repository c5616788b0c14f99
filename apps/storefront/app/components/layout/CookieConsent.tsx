import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { CookieConsent as Consent } from '../../lib/cookies.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Icon } from '../ui/Icon.tsx';
import { useToast } from '../ui/Toast.tsx';

/**
 * Cookie popup (§2): a non-modal banner at the bottom of the page, so the
 * keyboard can still reach everything. The choice is posted to the
 * /cookie-consent action, which remembers it in a cookie. Without JavaScript
 * the form posts normally and returns to the same page.
 */
export function CookieConsent({ consent }: { consent: Consent | null }) {
  const t = useT();
  const fetcher = useFetcher<{ ok: boolean }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const toast = useToast();
  const announced = useRef(false);
  const submitted = fetcher.formData?.get('consent') ?? (fetcher.data?.ok ? 'done' : null);

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && !announced.current) {
      announced.current = true;
      toast.success(t('cookies.saved'));
    }
  }, [fetcher.state, fetcher.data, toast, t]);

  if (consent || submitted) return null;
  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-title">
      <div className="cookie-consent__inner">
        <div className="cookie-consent__text">
          <h2 id="cookie-consent-title" className="cookie-consent__title">
            {t('cookies.title')}
          </h2>
          <p>{t('cookies.text')}</p>
        </div>
        <fetcher.Form method="post" action="/cookie-consent" className="cookie-consent__actions">
          {!hydrated && <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
          <button type="submit" name="consent" value="necessary" className="button button--secondary-outline">
            {t('cookies.onlyNecessary')}
          </button>
          <button type="submit" name="consent" value="all" className="button button--primary">
            <Icon name="check" size={18} />
            {t('cookies.acceptAll')}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
