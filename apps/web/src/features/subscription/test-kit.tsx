import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '@/i18n/en.json';
import id from '@/i18n/id.json';

/** Component tests read the real strings, so what they look for is what a member sees. */
export function makeTestI18n(lng: 'id' | 'en' = 'id') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { id: { translation: id }, en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', lng = 'id' }: { path?: string; lng?: 'id' | 'en' } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const result = render(
    <I18nextProvider i18n={makeTestI18n(lng)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
