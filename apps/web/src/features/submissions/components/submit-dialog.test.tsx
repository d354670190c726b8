import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client';
import { renderWithApp } from '@/test/render';
import type { ResumableProgress } from '@/features/submissions/api/resumable-upload';
import { SubmitDialog } from './submit-dialog';

// The tus client is tested end to end (e2e/tests/uploads.spec.ts); here it reports what the test says.
const sending = vi.hoisted(() => ({
  started: false,
  report: (_progress: ResumableProgress) => {},
  finish: (_id: string) => {},
}));
vi.mock('@/features/submissions/api/resumable-upload', () => ({
  sendResumable: (_file: File, onProgress: (progress: ResumableProgress) => void) =>
    new Promise<string>((resolve) => {
      sending.started = true;
      sending.report = onProgress;
      sending.finish = resolve;
    }),
}));

const pdf = () => new File(['%PDF-1.4\n' + 'x'.repeat(1000)], 'uy-ishi.pdf', { type: 'application/pdf' });

describe('the hand-in dialog sends a document resumably', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the hand-in time is the server’s, shows honest progress and a lost connection, then hands in by uploadId', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { success: true, data: { submission: { _id: 's1' } } },
      status: 201,
      headers: {},
    } as never);
    renderWithApp(<SubmitDialog task={{ _id: 't1', title: 'Kasrlar' }} onClose={() => {}} />);
    expect(await screen.findByText(/Topshirilgan vaqt — ishingiz serverga yetib kelgan payt/)).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, pdf());
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('uy-ishi.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));

    await waitFor(() => expect(sending.started).toBe(true));
    act(() => sending.report({ sent: 400, total: 1000, reconnecting: false }));
    expect(await screen.findByText(/^Yuborilmoqda: 40\s%$/)).toBeVisible();
    act(() => sending.report({ sent: 400, total: 1000, reconnecting: true }));
    expect(await screen.findByText(/Aloqa uzildi: .* 40\s% dan davom etadi/)).toBeVisible();
    expect(post).not.toHaveBeenCalled();

    act(() => sending.finish('up1'));
    expect(await screen.findByText('Topshiriq muvaffaqiyatli yuborildi')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/submissions/t1', { uploadId: 'up1' });
  });
});
