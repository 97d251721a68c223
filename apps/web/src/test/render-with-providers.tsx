import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import id from '@/i18n/id.json';

/** Component tests read the real Indonesian strings, so what they look for is what a buyer sees. */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'id',
  resources: { id: { translation: id } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
