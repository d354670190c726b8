import '@/shared/lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from '@/app/providers';
import { preloadRoute, router } from '@/app/router';
import { prefetchCurrentUser } from '@/features/auth/api/get-current-user';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { classesQuery } from '@/shared/classes/get-classes';

// What the first screen needs is asked for at once, in parallel: its chunks, the signed-in user and
// their classes (each would otherwise wait for the one drawn before it).
preloadRoute(window.location.pathname);
if (localStorage.getItem(TOKEN_STORAGE_KEY)) {
  prefetchCurrentUser();
  void queryClient.prefetchQuery(classesQuery());
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
