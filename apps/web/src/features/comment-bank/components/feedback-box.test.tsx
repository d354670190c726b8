import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BankComment } from '@sinfxona/domain/schemas/comment-bank';
import { commentBankKeys } from '@/shared/api/query-keys';
import { renderWithApp, testQueryClient } from '@/test/render';
import FeedbackBox from './feedback-box';

const counted = vi.fn();
vi.mock('@/features/comment-bank/api/use-bank-comment', () => ({
  useCountBankCommentUse: () => ({ mutate: counted }),
}));

const comment = (id: string, text: string, useCount: number): BankComment => ({
  _id: id,
  text,
  classId: null,
  shared: false,
  mine: true,
  useCount,
  lastUsedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const units = comment('b1', 'Birliklarni yozishni unutmang.', 4);
const drawing = comment('b2', 'Bir xil masshtabda chizing.', 1);

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <FeedbackBox label="Izoh" classId="c1" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderBox() {
  const client = testQueryClient();
  client.setQueryData(commentBankKeys.list({ q: '', classId: 'c1' }), [units, drawing]);
  client.setQueryData(commentBankKeys.list({ q: 'bir', classId: 'c1' }), [units, drawing]);
  renderWithApp(<Form />, { client });
}

describe('FeedbackBox', () => {
  it('lists the bank after /, moves with the arrows and inserts with Enter in place of /query', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('textbox', { name: 'Izoh' });
    await user.type(box, 'Yaxshi. /bir');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Birliklarni yozishni unutmang.'),
      expect.stringContaining('Bir xil masshtabda chizing.'),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true'));
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^Yaxshi\. Bir xil masshtabda chizing\.$/);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(counted).toHaveBeenCalledWith('b2');
  });

  it('closes the list with Esc, and a / inside a fraction opens nothing', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('textbox', { name: 'Izoh' });
    await user.type(box, '1/2 ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, '/');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('value')).toHaveTextContent('1/2 /');
  });
});
