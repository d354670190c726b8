import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { useAuth } from '@/shared/auth/auth-store';
import { aTeacher, renderWithApp, signInAs, testQueryClient } from '@/test/render';
import { videoKeys } from '@/shared/api/query-keys';
import { VideoLibrary } from './video-library';

const aVideo = (id: string, title: string, fields: Partial<Video> = {}): Video => ({
  _id: id,
  classId: 'c-algebra',
  className: '7-A Algebra',
  title,
  description: 'Video dars',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  youtubeId: 'dQw4w9WgXcQ',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  duration: 300,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  topic: null,
  publishAt: null,
  ...fields,
});

describe('the video library by topic', () => {
  afterEach(() => useAuth.getState().logout());

  it('shows the videos in sections by topic, "Boshqa" last, a scheduled one marked for its teacher', async () => {
    signInAs(aTeacher);
    const client = testQueryClient();
    const videos = [
      aVideo('v1', 'Kasrlar 1-dars', { topic: 'Kasrlar', publishAt: '2030-01-02T03:00:00.000Z' }),
      aVideo('v2', 'Umumiy dars'),
      aVideo('v3', 'Kasrlar 2-dars', { topic: 'Kasrlar' }),
    ];
    client.setQueryData(videoKeys.list(undefined), {
      pages: [{ videos, pagination: { page: 1, limit: 12, total: 3, pages: 1 }, topics: ['Kasrlar'] }],
      pageParams: [1],
    });
    renderWithApp(<VideoLibrary />, { client });
    const regions = await screen.findAllByRole('region');
    expect(regions.map((region) => within(region).getByRole('heading').textContent)).toEqual(['Kasrlar', 'Boshqa']);
    expect(within(regions[0]!).getAllByTestId('video-card')).toHaveLength(2);
    expect(within(regions[1]!).getByTestId('video-card')).toHaveTextContent('Umumiy dars');
    const cards = within(regions[0]!).getAllByTestId('video-card');
    expect(cards[0]).toHaveTextContent("02/01/2030 08:00 da e'lon qilinadi");
    expect(cards[1]).not.toHaveTextContent("e'lon qilinadi");
  });
});
