import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { Providers } from '@/app/providers';
import { router } from '@/app/router';

// Zod probes for eval() to compile fast parsers; under our CSP (no eval) the probe is reported as a
// violation, and the plain parser is fast enough for forms.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
