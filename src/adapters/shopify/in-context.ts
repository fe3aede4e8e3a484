import type { Locale } from '../../domain/locale';

/** The buyer's market for `@inContext`: prices in the locale's currency, texts in its language. */
export const inContext = (locale: Pick<Locale, 'country' | 'language'>) => ({
  country: locale.country.toUpperCase(),
  language: locale.language.toUpperCase(),
});
