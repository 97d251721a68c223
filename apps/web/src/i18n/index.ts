import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['id', 'en'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'id';
export const FALLBACK_LANGUAGE: AppLanguage = 'en';
/** localStorage key holding the language the visitor chose. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Each dictionary (id.json, en.json) arrives in two chunks: what the shell and the home page need, awaited
 * before the first render, and the strings of every other page, fetched alongside the first such page.
 */
type Part = 'startup' | 'pages';
type Loader = () => Promise<{ default: Record<string, unknown> }>;
const loaders: Record<AppLanguage, Record<Part, Loader>> = {
  id: {
    startup: () => import('virtual:dictionary/id/startup'),
    pages: () => import('virtual:dictionary/id/pages'),
  },
  en: {
    startup: () => import('virtual:dictionary/en/startup'),
    pages: () => import('virtual:dictionary/en/pages'),
  },
};

// Bundles can only be added once i18next is initialised; a page may ask for its strings before that.
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});
const parts = new Map<string, Promise<void>>();
let pagesWanted = false;

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): AppLanguage {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function ensurePart(lng: AppLanguage, part: Part): Promise<void> {
  const key = `${lng}:${part}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = Promise.all([loaders[lng][part](), initialised]).then(([dictionary]) => {
      i18n.addResourceBundle(lng, 'translation', dictionary.default, true, true);
    });
    // A failed download may be retried by the next page that needs it.
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

async function ensureLanguage(lng: AppLanguage): Promise<void> {
  await ensurePart(lng, 'startup');
  if (pagesWanted) await ensurePart(lng, 'pages');
}

/** The strings of every page but home; lazy pages wait for them next to their own chunk. */
export function loadPageStrings(): Promise<void> {
  pagesWanted = true;
  const lng = isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : storedLanguage();
  if (lng !== FALLBACK_LANGUAGE) void ensurePart(FALLBACK_LANGUAGE, 'pages').catch(() => undefined);
  return ensurePart(lng, 'pages');
}

export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  markInitialised();
  await ensureLanguage(lng);
  // Re-applying the language once its bundle exists sets resolvedLanguage, which init alone leaves unset.
  await i18n.changeLanguage(lng);
  if (lng !== FALLBACK_LANGUAGE) void ensurePart(FALLBACK_LANGUAGE, 'startup').catch(() => undefined);
  document.documentElement.lang = lng;
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function changeLanguage(lng: AppLanguage): Promise<void> {
  await ensureLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode without storage: the switch still applies to this visit.
  }
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export function hasStoredLanguage(): boolean {
  try {
    return isAppLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

export { i18n };
