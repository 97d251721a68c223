import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import id from '@/i18n/id.json';

/** Component tests read the real Indonesian strings, so what they look for is what a reader sees. */
const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'id',
  resources: { id: { translation: id } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export function renderViewer(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
