import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from '@/app/providers';
import { preloadRoute, router } from '@/app/router';
import { prefetchCurrentUser } from '@/features/auth/api/get-current-user';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { i18nReady } from '@/shared/i18n/i18n';
import { classesQuery } from '@/shared/classes/get-classes';

// What the first screen needs is asked for at once, in parallel: its chunks and first data, the
// signed-in user and their classes (each would otherwise wait for the one drawn before it).
preloadRoute(window.location.pathname);
if (localStorage.getItem(TOKEN_STORAGE_KEY)) {
  prefetchCurrentUser();
  void queryClient.prefetchQuery(classesQuery());
}

// The first render is a transition: React draws in slices of a few milliseconds and lets the
// browser paint and take input in between, instead of holding a phone's main thread for the
// whole frame and dashboard at once.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
