// Language and translated text. English is bundled; Filipino catalogs load on demand. Feature
// folders define their own catalogs (pure values), so their text stays out of the first-paint
// bundle; the page, modal or chunk that shows them declares them and its loader adds them.
import { LOCALE_COOKIE } from '../../contract/locale-cookie';
import { atom } from 'nanostores';
import { groupDigits } from '../lib/money';
import coreEn from '../i18n/en';
import type { Translation } from '../i18n/translation';

export type Locale = 'en' | 'fil';
type Catalog = Record<string, string>;
type CatalogLoader = () => Promise<{ default: Catalog }>;

/**
 * The English catalogs by domain. A feature's catalog module adds its own with
 * `declare module '.../stores/locale' { interface Catalogs { auth: typeof authEn } }`, so the
 * kernel knows every key without importing a feature.
 */
export interface Catalogs {
  core: typeof coreEn;
}

/** Every key of every English catalog: `t` refuses anything else at compile time. */
export type TranslationKey = { [Domain in keyof Catalogs]: keyof Catalogs[Domain] & string }[keyof Catalogs];

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function readLocaleCookie(): Locale {
  const match = /(?:^|;\s*)locale=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match?.[1] === 'fil' ? 'fil' : 'en';
}

export const $locale = atom<Locale>(readLocaleCookie());
if (typeof document !== 'undefined') document.documentElement.lang = $locale.get();
/** Bumped whenever Filipino text arrives, so `useT` (widgets/use-t.ts) re-renders with it. */
export const $catalogVersion = atom(0);

const english: Catalog = { ...coreEn };
const filipino: Catalog = {};
const filLoaders = new Map<string, CatalogLoader>([['core', () => import('../i18n/fil')]]);
const filLoaded = new Map<string, Promise<void>>();

function loadFil(domain: string): Promise<void> {
  let pending = filLoaded.get(domain);
  if (!pending) {
    const loader = filLoaders.get(domain);
    if (!loader) return Promise.resolve();
    pending = loader().then(
      (module) => {
        Object.assign(filipino, module.default);
        $catalogVersion.set($catalogVersion.get() + 1);
      },
      () => {
        // Offline or a stale chunk: English stays as the fallback; try again next time.
        filLoaded.delete(domain);
      },
    );
    filLoaded.set(domain, pending);
  }
  return pending;
}

/** Loads every registered Filipino catalog (no-op in English). */
export function loadLocaleCatalogs(locale: Locale = $locale.get()): Promise<void> {
  if (locale !== 'fil') return Promise.resolve();
  return Promise.all([...filLoaders.keys()].map(loadFil)).then(() => undefined);
}

/** A domain's text: its English keys (bundled with whoever declares it) and its Filipino loader. */
export interface CatalogDef<Domain extends CatalogDomain = CatalogDomain> {
  domain: Domain;
  en: Catalogs[Domain];
  fil: () => Promise<{ default: Translation<Catalogs[Domain]> }>;
}

/** Every catalog but the core one (always present). */
type CatalogDomain = Exclude<keyof Catalogs, 'core'>;

/**
 * A catalog as a value (keys namespaced by domain, e.g. `auth.xxx`, declared in `Catalogs`). Nothing
 * happens on import: the page or modal that shows the text lists it in its `catalogs` export, and
 * the loader adds it before the first render (widgets/lazy-page.ts, `withCatalogs`).
 */
export function defineCatalog<Domain extends CatalogDomain>(domain: Domain, en: Catalogs[Domain], fil: CatalogDef<Domain>['fil']): CatalogDef<Domain> {
  return { domain, en, fil };
}

/**
 * Adds catalogs (each once) before their text is shown; resolves when their Filipino text has
 * loaded too (at once in English; a failed load keeps English and resolves as well).
 */
export function addCatalogs(catalogs: readonly CatalogDef[]): Promise<void> {
  for (const catalog of catalogs) {
    if (filLoaders.has(catalog.domain)) continue;
    Object.assign(english, catalog.en);
    filLoaders.set(catalog.domain, catalog.fil as CatalogLoader);
  }
  // No re-render: nothing on screen uses these keys yet. Filipino text re-renders once loaded (loadFil).
  if ($locale.get() !== 'fil') return Promise.resolve();
  return Promise.all(catalogs.map((catalog) => loadFil(catalog.domain))).then(() => undefined);
}

/** A module that shows text lists the catalogs it needs. */
export interface WithCatalogs {
  catalogs: readonly CatalogDef[];
}

/** A lazily loaded module, once its catalogs are added (a chunk loaded by hand, not by lazyPage). */
export async function withCatalogs<Module extends WithCatalogs>(loading: Promise<Module>): Promise<Module> {
  const module = await loading;
  await addCatalogs(module.catalogs);
  return module;
}

/** Switches language: keeps it in a cookie for 365 days and loads Filipino text before showing it. */
export async function setLocale(locale: Locale): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
  await loadLocaleCatalogs(locale);
  document.documentElement.lang = locale;
  $locale.set(locale);
}

/** Text for `key` in the current language, `{name}` placeholders filled; English, then the key, as fallbacks. */
export function t(key: TranslationKey, params?: Record<string, string | number>): string {
  const text = ($locale.get() === 'fil' ? filipino[key] : undefined) ?? english[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The base of a plural pair of keys (`games.results` for `games.results.one` / `.other`). */
type PluralKey = { [K in TranslationKey]: K extends `${infer Base}.other` ? Base : never }[TranslationKey];

/**
 * The plural form of a whole count, by CLDR's rules for English (one: 1) and Filipino (one: a last
 * digit other than 4, 6 or 9). Not Intl.PluralRules: its first construction loads the language's
 * data, tens of milliseconds of the search page's first render on a cheap phone.
 */
export function pluralForm(locale: Locale, count: number): 'one' | 'other' {
  const whole = Math.abs(count);
  if (locale === 'en') return whole === 1 ? 'one' : 'other';
  return [4, 6, 9].includes(whole % 10) ? 'other' : 'one';
}

/**
 * Counted text: `key.one` or `key.other` for a whole `count` ("1 game", "2 games"), with `{count}`
 * grouped in threes ("1,250 games").
 */
export function tn(key: PluralKey, count: number, params?: Record<string, string | number>): string {
  const form = `${key}.${pluralForm($locale.get(), Math.trunc(count))}`;
  const chosen = (form in english ? form : `${key}.other`) as TranslationKey;
  return t(chosen, { ...params, count: groupDigits(count) });
}
