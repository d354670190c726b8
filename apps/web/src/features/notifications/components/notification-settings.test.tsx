import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client';
import { renderWithApp } from '@/test/render';
import { NotificationSettings } from './notification-settings';

const answer = (telegramLinked: boolean) => ({
  preferences: {
    channels: { telegram: telegramLinked, email: false, push: false },
    types: {
      task_published: true,
      deadline_soon: true,
      submission_received: true,
      graded: true,
      returned: true,
      extension: true,
      comment: true,
      class_invitation: true,
    },
    quietHours: { from: '21:00', to: '07:00' },
  },
  channels: {
    telegram: { available: true, linked: telegramLinked },
    email: { available: true, address: 'aziza@maktab.uz' },
    push: { available: true, subscriptions: 0 },
  },
});

describe('the notification settings on the profile page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers "Telegramga ulash" and opens the bot with the link the server made', async () => {
    vi.spyOn(api, 'read').mockResolvedValue({ data: { success: true, data: answer(false) }, status: 200, headers: {} });
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { success: true, data: { url: 'https://t.me/sinfxona_bot?start=abc' } },
      status: 200,
      headers: {},
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithApp(<NotificationSettings />);

    const settings = await screen.findByRole('region', { name: 'Bildirishnomalar' });
    expect(within(settings).getByText('Ulanmagan')).toBeInTheDocument();
    await userEvent.click(within(settings).getByRole('button', { name: 'Telegramga ulash' }));
    expect(post).toHaveBeenCalledWith('/api/notifications/telegram/link');
    expect(tab.location.href).toBe('https://t.me/sinfxona_bot?start=abc');
  });

  it('saves a type turned off, with every other choice as it was', async () => {
    vi.spyOn(api, 'read').mockResolvedValue({ data: { success: true, data: answer(true) }, status: 200, headers: {} });
    const saved = answer(true);
    saved.preferences.types.graded = false;
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { success: true, data: saved }, status: 200, headers: {} });
    renderWithApp(<NotificationSettings />);

    const settings = await screen.findByRole('region', { name: 'Bildirishnomalar' });
    expect(within(settings).getByText('Ulangan')).toBeInTheDocument();
    await userEvent.click(within(settings).getByRole('switch', { name: "Baho qo'yildi" }));
    expect(put).toHaveBeenCalledWith('/api/notifications/preferences', saved.preferences);
    expect(await screen.findByText('Sozlamalar saqlandi')).toBeInTheDocument();
    expect(within(settings).getByRole('switch', { name: "Baho qo'yildi" })).not.toBeChecked();
  });
});
