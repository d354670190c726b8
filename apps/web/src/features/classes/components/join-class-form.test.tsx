import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, HttpError } from '@/shared/api/client';
import { classKeys, taskKeys } from '@/shared/api/query-keys';
import { makeClass, renderWithApp } from '@/test/render';
import { JoinClassForm } from './join-class-form';

/** The error the app's HTTP client raises for a non-2xx answer in the §4 envelope. */
function serverError(status: number, message: string) {
  return new HttpError(`Request failed with status ${status}`, '/api/classes/join', {
    status,
    data: { success: false, message, code: 'NOT_FOUND' },
  });
}

const codeField = () => screen.getByRole('textbox', { name: 'Sinf kodi' });
const joinButton = () => screen.getByRole('button', { name: "Qo'shilish" });

describe('joining a class with a code', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for a code before calling the server', async () => {
    const post = vi.spyOn(api, 'post');
    renderWithApp(<JoinClassForm />);
    await userEvent.click(joinButton());
    expect(await screen.findByText('Sinf kodini kiriting')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('forgives the way a code is typed: shown in capitals, sent without spaces or dashes', async () => {
    const joined = makeClass('c1', '7-A Algebra');
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { success: true, data: { class: joined } }, status: 200, headers: {} });
    const onJoined = vi.fn();
    const { client } = renderWithApp(<JoinClassForm onJoined={onJoined} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await userEvent.type(codeField(), 'k7m 2q-x');
    expect(codeField()).toHaveValue('K7M 2Q-X');
    await userEvent.click(joinButton());

    expect(post).toHaveBeenCalledWith('/api/classes/join', { code: 'K7M2QX' });
    expect(onJoined).toHaveBeenCalledWith(joined);
    expect(await screen.findByText('"7-A Algebra" sinfiga qo\'shildingiz')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    // the class's work appears: classes and tasks (and the rest) reload
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(refreshed).toEqual(expect.arrayContaining([classKeys.all, taskKeys.all]));
  });

  it("shows the server's own message for a wrong code, under the field", async () => {
    const message = "Bunday kod bilan ochiq sinf topilmadi. Kodni o'qituvchingizdan qayta so'rang";
    vi.spyOn(api, 'post').mockRejectedValue(serverError(404, message));
    const onJoined = vi.fn();
    renderWithApp(<JoinClassForm onJoined={onJoined} />);

    await userEvent.type(codeField(), 'ZZZZZZZ');
    await userEvent.click(joinButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveValue('ZZZZZZZ');
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('falls back to its own message when the server gives none (the network is down)', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new HttpError('Network Error', '/api/classes/join'));
    renderWithApp(<JoinClassForm />);
    await userEvent.type(codeField(), 'ABC2345');
    await userEvent.click(joinButton());
    expect(await screen.findByText("Sinfga qo'shilishda xatolik yuz berdi")).toBeInTheDocument();
  });
});
