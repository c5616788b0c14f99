import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';
import { SearchForm } from './SearchForm.tsx';

/** The page for an error status: 404 'not found' with a way back, others with the status and a Dutch message, never a stack trace. */
export function ErrorContent({ status, withSearch = true }: { status: number; withSearch?: boolean }) {
  const t = useT();
  if (status === 404) {
    return (
      <section className="container error-page" aria-labelledby="error-title">
        <div className="error-page__art" aria-hidden="true">
          <span className="error-page__code">404</span>
          <Icon name="paw" size={72} />
        </div>
        <div className="error-page__body">
          <h1 id="error-title">{t('notFound.title')}</h1>
          <p className="error-page__lead">{t('notFound.hint')}</p>
          <p className="error-page__actions">
            <Link to="/" className="button button--primary">
              <Icon name="home" size={18} />
              {t('notFound.home')}
            </Link>
          </p>
          {withSearch && (
            <div className="error-page__search">
              <p id="error-search-hint">{t('notFound.searchHint')}</p>
              <SearchForm id="error-search" labelledBy="error-search-hint" />
            </div>
          )}
        </div>
      </section>
    );
  }
  const message = status === 401 ? t('error.unauthorized') : status === 403 ? t('error.forbidden') : t('error.message');
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <div className="error-page__art" aria-hidden="true">
        <span className="error-page__code">{status}</span>
        <Icon name="alert" size={64} />
      </div>
      <div className="error-page__body">
        <h1 id="error-title">{t('error.title')}</h1>
        <p className="error-page__lead">{message}</p>
        <p className="error-page__status">{t('error.status', { status })}</p>
        <p className="error-page__actions">
          {status === 401 && (
            <Link to="/login" className="button button--primary">
              {t('error.loginAgain')}
            </Link>
          )}
          <Link to="/" className={status === 401 ? 'button button--secondary-outline' : 'button button--primary'}>
            <Icon name="home" size={18} />
            {t('notFound.home')}
          </Link>
        </p>
      </div>
    </section>
  );
}
