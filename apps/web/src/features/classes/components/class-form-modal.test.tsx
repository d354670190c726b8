import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client';
import { makeClass, renderWithApp } from '@/test/render';
import { ClassFormModal } from './class-form-modal';

describe("a class's settings", () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets its teacher keep written feedback from parents (on by default)', async () => {
    const schoolClass = { ...makeClass('c1', '7-A Algebra'), guardiansSeeFeedback: true };
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: { success: true, data: { class: { ...schoolClass, guardiansSeeFeedback: false } } },
      status: 200,
      headers: {},
    });
    renderWithApp(<ClassFormModal opened schoolClass={schoolClass} onClose={() => {}} />);
    const parentsSee = await screen.findByRole('switch', { name: /Ota-onalar yozma izohni ko'radi/ });
    expect(parentsSee).toBeChecked();
    await userEvent.click(parentsSee);
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(put).toHaveBeenCalledWith('/api/classes/c1', expect.objectContaining({ guardiansSeeFeedback: false }));
  });

  it('lets its teacher turn comments off for the whole class stream (on by default)', async () => {
    const schoolClass = { ...makeClass('c1', '7-A Algebra'), streamComments: true };
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: { success: true, data: { class: { ...schoolClass, streamComments: false } } },
      status: 200,
      headers: {},
    });
    renderWithApp(<ClassFormModal opened schoolClass={schoolClass} onClose={() => {}} />);
    const comments = await screen.findByRole('switch', { name: /E'lonlarga izoh yozish mumkin/ });
    expect(comments).toBeChecked();
    await userEvent.click(comments);
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(put).toHaveBeenCalledWith('/api/classes/c1', expect.objectContaining({ streamComments: false }));
  });
});
