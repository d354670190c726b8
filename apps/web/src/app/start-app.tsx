import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchCurrentUser } from '@/features/auth/api/get-current-user';
import { classesQuery } from '@/shared/classes/get-classes';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { i18nReady } from '@/shared/i18n/i18n';
import { Providers, queryClient } from './providers';
import { prefetchLater } from './page-hints';
import { AppRoutes, firstScreenData } from './router';
import StudentDashboardPage from './routes/student-dashboard-page';
import TeacherDashboardPage from './routes/teacher-dashboard-page';
import { chunkOf } from './screen-chunks';

// The two dashboards, where nearly every signed-in start lands, are built into the app's own chunk.
// The screens' chunks are imported from the app's code, not from its entry (./screen-chunks.ts):
// Rollup then knows the app is loaded when a screen is, and leaves in the app's chunk what both use
// (imported from the entry, each such module became a chunk of its own: 75 chunks for a dashboard instead of 14).
chunkOf('app/routes/student-dashboard-page').loaded = StudentDashboardPage;
chunkOf('app/routes/teacher-dashboard-page').loaded = TeacherDashboardPage;

/**
 * How long the first draw waits for the first screen's data once the app's code is here: the
 * answers were asked for when the entry started, so they are usually here already; a slow server
 * gets the frame with its loading states instead of a longer wait.
 */
const FIRST_DATA_WAIT_MS = 2_000;

/** Once the first screen is on the page: the chunks of what may be opened next are fetched; then the service worker. */
function AfterFirstDraw() {
  useEffect(prefetchLater, []);
  useEffect(() => void offlineReading.then((offline) => offline?.afterFirstDraw()), []);
  return null;
}

/**
 * The user's reads kept on the device (shared/offline/), restored beside the first screen's data:
 * without a connection the first screen shows them. The query library is told at once whether there
 * is a connection (it assumes one): without, reads wait for it instead of failing.
 */
const offlineReading = import('@/shared/offline/offline-reading').catch(() => null);
function startOfflineReading() {
  onlineManager.setOnline(navigator.onLine);
  return offlineReading.then((offline) => offline?.startOfflineReading(queryClient));
}

/** The signed-in app: providers, router, and the first screen drawn once its chunk and data are here. */
async function startApp() {
  const keptReads = startOfflineReading();
  const firstData: Promise<unknown>[] = [firstScreenData(window.location.pathname), keptReads];
  if (localStorage.getItem(TOKEN_STORAGE_KEY)) {
    prefetchCurrentUser();
    firstData.push(queryClient.prefetchQuery(classesQuery()));
  }
  await Promise.all([
    i18nReady,
    // Without a connection the reads wait for one: the screen draws with the kept copy.
    navigator.onLine
      ? Promise.race([Promise.all(firstData), new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))])
      : keptReads,
  ]);
  // The first render is a transition: React draws in slices of a few milliseconds and lets the
  // browser paint and take input in between, instead of holding a phone's main thread for the
  // whole frame and screen at once.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <AfterFirstDraw />
        </Providers>
      </StrictMode>,
    ),
  );
}

void startApp();
