import { createContext, useContext } from 'react';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl, type Catalogue, type MessageKey } from './nl.ts';

export const LOCALES = ['nl', 'fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type { MessageKey };

const catalogues: Record<Locale, Catalogue> = { nl, fr, en };

/** BCP 47 tags for formatting; the shop's own locale is nl-NL. */
export const LOCALE_TAGS: Record<Locale, string> = { nl: 'nl-NL', fr: 'fr-BE', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  return (key, values) => {
    const text = catalogue[key] ?? nl[key];
    return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
  };
}

export const LocaleContext = createContext<Locale>('nl');

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT(): Translate {
  return translator(useLocale());
}
