import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-store';
import { FeedbackFieldProvider } from '@/shared/grading/feedback-slot';
import i18n from '@/shared/i18n/i18n';
import { isNotFound } from '@/shared/ui/states';
import { cssVariables, makeTheme, THEME_STYLES_ATTRIBUTE } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    // One more try for a lost connection or a server error; a 404 stays a 404, shown at once.
    queries: { retry: (failures, error) => failures < 1 && !isNotFound(error), refetchOnWindowFocus: false },
  },
});

// Lists are cached for minutes and scoped to the signed-in user's classes: when another account
// signs in on the same tab (a shared school computer), nothing of the previous one may show.
let cachedFor: string | null = null;
useAuth.subscribe((state) => {
  const userId = state.user?._id ?? null;
  if (!userId) return;
  if (cachedFor !== null && cachedFor !== userId) queryClient.clear();
  cachedFor = userId;
});

const LazyToastArea = lazy(() => import('@/shared/ui/toast-area'));
// The grading forms' feedback field is the comment bank's box (shared/grading/feedback-slot.ts): its
// code comes with the first grading form shown (a plain text area with the same text meanwhile).
const FeedbackBox = lazy(() => import('@/features/comment-bank/components/feedback-box'));

/**
 * The toast area, mounted with the first toast and kept from then on: mounted at start, its portal
 * and transition group each draw twice, synchronously, in the middle of the first screen's draw;
 * its code arrives when the browser is idle after the first screen.
 */
function ToastArea() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToastArea />
    </Suspense>
  ) : null;
}

/**
 * The theme's CSS variables and global classes are written into the built app page at build time
 * (scripts/prerender.mjs), so its first draw neither computes nor injects them (a style sheet added
 * at run time restyles the whole page); a page without them (the dev server, a guest page that
 * starts the app for someone signed in) gets them from Mantine as usual.
 */
const themeStylesInPage = document.querySelector(`style[${THEME_STYLES_ATTRIBUTE}]`) !== null;

function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => makeTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariables}
      withCssVariables={!themeStylesInPage}
      withGlobalClasses={!themeStylesInPage}
    >
      <QueryClientProvider client={queryClient}>
        <ToastArea />
        <FeedbackFieldProvider value={FeedbackBox}>{children}</FeedbackFieldProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedApp>{children}</ThemedApp>
    </I18nextProvider>
  );
}
