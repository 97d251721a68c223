import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['id', 'en'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'id';
export const FALLBACK_LANGUAGE: AppLanguage = 'en';
/** localStorage key holding the language the visitor chose. */
export const LANGUAGE_STORAGE_KEY = 'lang';

// Each dictionary is its own chunk so the shell stays small; only the active one is awaited.
const loaders: Record<AppLanguage, () => Promise<{ default: Record<string, unknown> }>> = {
  id: () => import('./id.json'),
  en: () => import('./en.json'),
};

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

async function ensureLanguage(lng: AppLanguage): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const dictionary = await loaders[lng]();
  i18n.addResourceBundle(lng, 'translation', dictionary.default, true, true);
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
  await ensureLanguage(lng);
  // Re-applying the language once its bundle exists sets resolvedLanguage, which init alone leaves unset.
  await i18n.changeLanguage(lng);
  if (lng !== FALLBACK_LANGUAGE) void ensureLanguage(FALLBACK_LANGUAGE).catch(() => undefined);
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
