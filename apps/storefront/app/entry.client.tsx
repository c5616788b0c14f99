import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, loadCatalogue } from './i18n/messages.ts';

/**
 * React Router's default client entry, which first fetches the message catalogue of the page's language (named in
 * `<html lang>`; the server preloads it): the browser gets one language, not all three (decision 0018).
 */
const lang = document.documentElement.lang;

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Hydrating without the catalogue still works: the root layout waits for it (useCatalogue).
loadCatalogue(isLocale(lang) ? lang : 'nl').then(hydrate, hydrate);
