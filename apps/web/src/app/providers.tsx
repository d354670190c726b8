import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-store';
import i18n from '@/shared/i18n/i18n';

const makeTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'indigo',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    defaultRadius: 'md',
    headings: { fontWeight: '700' },
    components: {
      // Every modal's close button has a name in the user's language (SPEC §2).
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
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

function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => makeTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" limit={5} zIndex={1000} />
        {children}
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
