import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox, IconSearchOff } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/shared/api/http';
import { refusalOf } from '@/shared/api/refusal';
import { NothingKept } from '@/shared/offline/offline-notice';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {label ?? t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** The request got no answer at all (no connection, a timeout), as opposed to a refusal. */
export const isConnectionLost = (error: unknown) => error instanceof HttpError && error.response === undefined;

/** Whether the server answered that the thing does not exist (or is not the caller's to see). */
export const isNotFound = (error: unknown) => error instanceof HttpError && error.response?.status === 404;

/**
 * An error with the spec's message and a way to try again — never invented numbers (ARCHITECTURE §6).
 * A 404 (`error`) says "not found" instead: trying again cannot bring back what is not there.
 */
export function ErrorState({ message, onRetry, error }: { message: string; onRetry?: () => void; error?: unknown }) {
  const { t } = useTranslation();
  if (isNotFound(error)) {
    // The server's own words when it gave them ("Task not found", in the user's language).
    const said = refusalOf((error as HttpError).response?.data).message;
    return (
      <Alert color="gray" icon={<IconSearchOff size={18} />} role="alert" title={said ?? t('common.notFound')}>
        <Text size="sm">{t('common.notFoundText')}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={message}>
      {onRetry && (
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap={4}>
        <IconInbox size={36} stroke={1.3} color="var(--mantine-color-gray-5)" />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}

/**
 * The loading, error (with Retry; "not found" for a 404) and empty states every query shares, around what it shows.
 * The children may be a function of the loaded data; `empty` and `emptyMessage` are optional.
 */
export function QueryView<TData>({
  query,
  errorMessage,
  empty = false,
  emptyMessage,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error?: unknown;
    data: TData | undefined;
    refetch: () => unknown;
    fetchStatus?: string;
  };
  errorMessage: string;
  empty?: boolean;
  emptyMessage?: string;
  children: ReactNode | ((data: TData) => ReactNode);
}) {
  // Data that arrives is drawn as a deferred value: React draws a big list or panel in slices,
  // so a slow phone keeps answering taps meanwhile (no long task).
  const data = useDeferredValue(query.data);
  // Without a connection a read waits for one ('paused'): with no kept copy, nothing will come.
  if (query.isPending && query.fetchStatus === 'paused') return <NothingKept />;
  if (query.isPending || (data === undefined && query.data !== undefined)) return <LoadingState />;
  // A refresh that found no connection keeps showing the data already there (a kept copy).
  if (query.isError && !(query.data !== undefined && isConnectionLost(query.error)))
    return <ErrorState message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />;
  if (empty && emptyMessage) return <EmptyState message={emptyMessage} />;
  // Neither pending nor failed: the query has its data.
  return typeof children === 'function' ? children(data as TData) : children;
}
