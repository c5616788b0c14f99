import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { LOCALE_TAGS, useLocale } from '../../i18n/messages.ts';

/**
 * What react-aria's components need around them: the page's language (their built-in strings, such as a dialog's
 * dismiss button) and React Router for their links. Put around each react-aria tree rather than around the whole shell,
 * so a page without one does not load react-aria at all (decision 0018).
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const locale = useLocale();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <I18nProvider locale={LOCALE_TAGS[locale]}>{children}</I18nProvider>
    </RouterProvider>
  );
}
