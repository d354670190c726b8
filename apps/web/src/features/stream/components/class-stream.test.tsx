import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Post, PostComment } from '@sinfxona/domain/schemas/stream';
import { api } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { aStudent, aTeacher, renderWithApp, signInAs } from '@/test/render';
import { ClassStream } from './class-stream';

const post = (id: string, fields: Partial<Post> = {}): Post => ({
  _id: id,
  classId: 'c-7a',
  text: `E'lon ${id}`,
  pinned: false,
  commentsEnabled: true,
  author: { _id: aTeacher._id, fullName: aTeacher.fullName },
  publishAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  commentCount: 0,
  ...fields,
});
const comment = (id: string, author: { _id: string; fullName: string }, text: string): PostComment => ({
  _id: id,
  postId: 'p-open',
  author: { ...author, role: 'student' },
  text,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const ok = (data: object) => ({ data: { success: true, data }, status: 200, headers: {} }) as never;
const page = (posts: Post[], pageNo: number, pages: number) =>
  ok({ posts, pagination: { page: pageNo, limit: 10, total: pages * 10, pages } });

/** The server: a stream of two pages and a comment thread; what was sent is in the spies. */
function serve(pages: Post[][], comments: PostComment[] = []) {
  const read = vi.spyOn(api, 'read').mockImplementation(async ({ url, params }) => {
    if (url.endsWith('/comments')) return ok({ comments, pagination: { page: 1, limit: 100, total: 0, pages: 1 } });
    const pageNo = Number(params?.page ?? 1);
    return page(pages[pageNo - 1] ?? [], pageNo, pages.length);
  });
  const post = vi.spyOn(api, 'post').mockResolvedValue(ok({}));
  const remove = vi.spyOn(api, 'delete').mockResolvedValue(ok({}));
  return { read, post, remove };
}

describe('the class stream', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAuth.getState().logout();
  });

  it('shows a teacher the composer, the posts with Markdown, the pinned and scheduled marks, and more on request', async () => {
    signInAs(aTeacher);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const { read } = serve([
      [
        post('p-pin', { pinned: true, text: 'Dars **jadvali**' }),
        post('p-later', { publishAt: later, text: 'Sayohat' }),
      ],
      [post('p-old', { text: 'Eski e’lon' })],
    ]);
    renderWithApp(<ClassStream classId="c-7a" canManage readOnly={false} />);
    const cards = await screen.findAllByTestId('post-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Qadalgan')).toBeVisible();
    expect(within(cards[0]!).getByText('jadvali').tagName).toBe('STRONG');
    expect(within(cards[1]!).getByText(/da chiqadi$/)).toBeVisible();
    expect(screen.getByTestId('post-composer')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: "Yana ko'rsatish" }));
    expect(await screen.findByText('Eski e’lon')).toBeVisible();
    expect(read).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/classes/c-7a/posts', params: { page: 2, limit: 10 } }),
    );
    expect(screen.queryByRole('button', { name: "Yana ko'rsatish" })).toBeNull();
  });

  it('posts a pinned announcement from the composer', async () => {
    signInAs(aTeacher);
    const { post: sent } = serve([[]]);
    renderWithApp(<ClassStream classId="c-7a" canManage readOnly={false} />);
    expect(await screen.findByText("Hozircha e'lon yo'q")).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: "Yangi e'lon" }), 'Ertaga nazorat ishi');
    await userEvent.click(screen.getByRole('switch', { name: 'Tepada qadash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Joylash' }));
    expect(sent).toHaveBeenCalledWith('/api/classes/c-7a/posts', {
      text: 'Ertaga nazorat ishi',
      pinned: true,
      commentsEnabled: true,
    });
    expect(screen.getByRole('textbox', { name: "Yangi e'lon" })).toHaveValue('');
  });

  it('lets a student read and write comments, and delete only their own', async () => {
    signInAs(aStudent);
    const { post: sent } = serve(
      [[post('p-open', { commentCount: 2 }), post('p-closed', { commentsEnabled: false })]],
      [
        comment('k-mine', { _id: aStudent._id, fullName: aStudent.fullName }, 'Tushunarli'),
        comment('k-theirs', { _id: 'u-other', fullName: 'Bekzod Olimov' }, 'Menda savol bor'),
      ],
    );
    renderWithApp(<ClassStream classId="c-7a" canManage={false} readOnly={false} />);
    const [open, closed] = await screen.findAllByTestId('post-card');
    expect(screen.queryByTestId('post-composer')).toBeNull();
    expect(within(open!).queryByRole('button', { name: "E'lon amallari" })).toBeNull();
    expect(within(closed!).getByText("Izohlar o'chirilgan")).toBeVisible();

    await userEvent.click(within(open!).getByRole('button', { name: 'Izohlar (2)' }));
    const thread = await within(open!).findAllByTestId('post-comment');
    expect(thread.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Tushunarli'),
      expect.stringContaining('Menda savol bor'),
    ]);
    expect(within(thread[0]!).getByRole('button', { name: "Izohni o'chirish" })).toBeVisible();
    expect(within(thread[1]!).queryByRole('button', { name: "Izohni o'chirish" })).toBeNull();

    await userEvent.type(within(open!).getByRole('textbox', { name: 'Izohingiz' }), 'Rahmat, ustoz');
    await userEvent.click(within(open!).getByRole('button', { name: 'Yuborish' }));
    expect(sent).toHaveBeenCalledWith('/api/posts/p-open/comments', { text: 'Rahmat, ustoz' });
  });
});
