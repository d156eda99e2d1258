import type { BackendModule, ResourceKey } from 'i18next';
import { isLocaleCode, type LocaleCode } from '../detect/supported-locales';

/** A message catalogue as stored in `locales/<code>.json`: nested namespaces of strings. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** Loads the catalogue of one locale, rejecting when there is none. */
export type CatalogueLoader = (code: LocaleCode) => Promise<Catalogue>;

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads `locales/<code>.json` as its own chunk (Vite turns the template into one lazy import per
 * file), so a session only downloads its own locale and English.
 */
export const importCatalogue: CatalogueLoader = async (code) => {
  const module: unknown = await import(`../locales/${code}.json`);
  const catalogue = isCatalogue(module) && 'default' in module ? module.default : module;
  if (!isCatalogue(catalogue)) throw new Error(`i18n: locales/${code}.json is not a catalogue`);
  return catalogue;
};

/** An i18next backend that fetches each locale's single `translation` namespace with `load`. */
export function catalogueBackend(load: CatalogueLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, _namespace, callback) {
      if (!isLocaleCode(language)) {
        callback(new Error(`i18n: no catalogue for "${language}"`), null);
        return;
      }
      load(language).then(
        (catalogue: ResourceKey) => {
          callback(null, catalogue);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), null);
        },
      );
    },
  };
}
