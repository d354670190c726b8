import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { toast, toastProps } from './toast';

describe('toast', () => {
  it('is info for 5000 ms by default, closable with a labelled button', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    expect(toastProps('Salom')).toMatchObject({
      message: 'Salom',
      autoClose: 5000,
      color: 'blue',
      withCloseButton: true,
      'data-toast-type': 'info',
    });
    act(() => {
      toast('Salom');
    });
    expect(await screen.findByText('Salom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yopish' })).toBeInTheDocument();
  });

  it('takes a type and a duration', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    expect(toastProps('Xatolik', { type: 'error', duration: 1000 })).toMatchObject({ autoClose: 1000, color: 'red' });
    act(() => {
      toast('Xatolik', { type: 'error', duration: 1000 });
    });
    expect(await screen.findByText('Xatolik')).toBeInTheDocument();
  });
});
