import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The router has already started fetching the first page's chunk; the dictionary loads alongside it.
initI18n()
  .catch((error: unknown) => console.error('Translations could not be loaded', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
