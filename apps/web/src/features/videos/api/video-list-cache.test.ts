import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { videoKeys } from '@/shared/api/query-keys';
import type { VideoPage } from './get-videos';
import { addVideoToLists, patchVideoLists, replaceVideoInLists } from './video-list-cache';

const video = (id: string, classId = 'c1') => ({ _id: id, title: id, classId }) as Video;
const pages = (...lists: Video[][]): InfiniteData<VideoPage> => {
  const total = lists.flat().length + 5;
  return {
    pages: lists.map((videos, index) => ({
      videos,
      pagination: { page: index + 1, limit: 2, total, pages: Math.ceil(total / 2) },
    })),
    pageParams: lists.map((_, index) => index + 1),
  };
};
const read = (client: QueryClient, classId?: string) => {
  const data = client.getQueryData<InfiniteData<VideoPage>>(videoKeys.list(classId))!;
  return {
    ids: data.pages.map((page) => page.videos.map((v) => v._id)),
    totals: data.pages.map((p) => p.pagination.total),
  };
};

describe('the cached video lists, read page by page', () => {
  it('put a new video first on the first page of its class and of all classes, and count it', () => {
    const client = new QueryClient();
    client.setQueryData(videoKeys.list(undefined), pages([video('a'), video('b', 'c2')], [video('c')]));
    client.setQueryData(videoKeys.list('c2'), pages([video('b', 'c2')]));
    addVideoToLists(client, video('new'));
    expect(read(client)).toEqual({ ids: [['new', 'a', 'b'], ['c']], totals: [9, 9] });
    expect(read(client, 'c2')).toEqual({ ids: [['b']], totals: [6] });
  });

  it("add a video's new topic to the suggestions of the lists it belongs to, once", () => {
    const client = new QueryClient();
    const withTopics = (data: InfiniteData<VideoPage>, topics: string[]) => ({
      ...data,
      pages: data.pages.map((page) => ({ ...page, topics })),
    });
    client.setQueryData(videoKeys.list(undefined), withTopics(pages([video('a')]), ['Algebra']));
    client.setQueryData(videoKeys.list('c2'), withTopics(pages([video('b', 'c2')]), ['Algebra']));
    addVideoToLists(client, { ...video('new'), topic: 'Kasrlar' });
    replaceVideoInLists(client, { ...video('new'), topic: 'Kasrlar' });
    const topics = (classId?: string) =>
      client.getQueryData<InfiniteData<VideoPage>>(videoKeys.list(classId))!.pages[0]!.topics;
    expect(topics()).toEqual(['Algebra', 'Kasrlar']);
    expect(topics('c2')).toEqual(['Algebra']);
  });

  it('take a deleted video off whichever page holds it, and a moved one off its old class', () => {
    const client = new QueryClient();
    client.setQueryData(videoKeys.list(undefined), pages([video('a'), video('b')], [video('c')]));
    client.setQueryData(videoKeys.list('c1'), pages([video('a'), video('b')], [video('c')]));
    patchVideoLists(client, (videos) => videos.filter((v) => v._id !== 'c'));
    expect(read(client)).toEqual({ ids: [['a', 'b'], []], totals: [7, 7] });
    replaceVideoInLists(client, { ...video('a', 'c2'), title: 'renamed' });
    expect(read(client, 'c1')).toEqual({ ids: [['b'], []], totals: [6, 6] });
    expect(client.getQueryData<InfiniteData<VideoPage>>(videoKeys.list(undefined))!.pages[0]!.videos[0]!.title).toBe(
      'renamed',
    );
  });
});
