import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client';
import { renderWithApp } from '@/test/render';
import { SessionList } from './session-list';

const sessions = [
  {
    _id: 's-phone',
    current: true,
    device: 'Chrome · Android',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-27T08:00:00.000Z',
  },
  {
    _id: 's-laptop',
    current: false,
    device: 'Firefox · Windows',
    createdAt: '2026-11-21T08:00:00.000Z',
    lastSeenAt: '2026-11-26T08:00:00.000Z',
  },
];

describe('the sessions on the profile page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each device, marks this one, and ends another one', async () => {
    vi.spyOn(api, 'read').mockResolvedValue({ data: { success: true, data: { sessions } }, status: 200, headers: {} });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: { success: true }, status: 200, headers: {} });
    renderWithApp(<SessionList />);

    const list = await screen.findByTestId('sessions');
    expect(await within(list).findByText('Chrome · Android')).toBeInTheDocument();
    expect(within(list).getByText('Firefox · Windows')).toBeInTheDocument();
    expect(within(list).getByText('Shu qurilma')).toBeInTheDocument();
    // This device cannot be ended from here (signing out does that); the other one can.
    expect(screen.queryByRole('button', { name: 'Chrome · Android dagi seansni yakunlash' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Firefox · Windows dagi seansni yakunlash' }));
    expect(remove).toHaveBeenCalledWith('/api/auth/sessions/s-laptop');
    expect(await screen.findByText('Seans yakunlandi')).toBeInTheDocument();
  });
});
