import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@sinfxona/domain/schemas/calendar';
import { api } from '@/shared/api/client';
import { readQuery } from '@/shared/api/read-query';

const feedKey = ['calendar', 'feed'] as const;

/** The user's private feed URL (the server makes it on the first call). */
export const feedQuery = () => readQuery<CalendarFeed>(feedKey, { url: '/api/calendar/feed' }, { staleTime: Infinity });
export const useCalendarFeed = () => useQuery(feedQuery());

export async function renewFeed(): Promise<CalendarFeed> {
  return (await api.post<{ data: CalendarFeed }>('/api/calendar/feed')).data.data;
}

/** A new feed URL: the old one stops working, so the shown URL is replaced at once. */
export function useRenewFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renewFeed,
    onSuccess: (feed) => client.setQueryData(feedKey, feed),
  });
}
