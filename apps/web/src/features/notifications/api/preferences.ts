import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationChannelsStatus, NotificationPreferences } from '@sinfxona/domain/schemas/notifications';
import { api } from '@/shared/api/client';
import { readQuery } from '@/shared/api/read-query';

export interface PreferencesAnswer {
  preferences: NotificationPreferences;
  channels: NotificationChannelsStatus;
}

const preferencesKey = ['notification-preferences'] as const;

/** The caller's notification preferences and which channels reach them. */
export const usePreferences = () =>
  useQuery(readQuery<PreferencesAnswer>(preferencesKey, { url: '/api/notifications/preferences' }));

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (await api.put<{ data: PreferencesAnswer }>('/api/notifications/preferences', preferences)).data.data,
    onSuccess: (answer) => client.setQueryData(preferencesKey, answer),
  });
}

/** Asks for a Telegram deep link (the bot binds the chat when the user presses Start there). */
export async function telegramLink(): Promise<string> {
  return (await api.post<{ data: { url: string } }>('/api/notifications/telegram/link')).data.data.url;
}

export function useUnlinkTelegram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => api.delete('/api/notifications/telegram'),
    onSettled: () => client.invalidateQueries({ queryKey: preferencesKey }),
  });
}

export const refreshPreferences = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: preferencesKey });
