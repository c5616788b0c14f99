import { Form } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * While a representative acts for a customer: one bar under the top bar, part of the sticky header, so it stays
 * in view on every page and every width, with the whole company name and 'Stoppen' (issue 12 defect 10).
 */
export function ActingBar({ company }: { company: string }) {
  const t = useT();
  return (
    <div className="acting-bar" role="region" aria-label={t('acting.label')}>
      <div className="container acting-bar__inner">
        <Icon name="store" size={18} />
        <p className="acting-bar__text">{t('acting.bar', { company })}</p>
        <Form method="post" action="/impersonation" className="acting-bar__form">
          <button type="submit" name="intent" value="stop" className="acting-bar__stop">
            {t('acting.stop')}
          </button>
        </Form>
      </div>
    </div>
  );
}
