import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/stream-texts';
import { useAuth } from '@/shared/auth/auth-store';
import { pagedItems } from '@/shared/api/pages';
import { ShowMore } from '@/shared/ui/show-more';
import { QueryView } from '@/shared/ui/states';
import { usePosts } from '@/features/stream/api/posts';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';

/**
 * A class's stream (its "E'lonlar"): the composer for its teachers, then the posts, pinned first,
 * then newest, a page at a time. An archived class's stream is read-only.
 */
export function ClassStream({
  classId,
  canManage,
  readOnly,
}: {
  classId: string;
  canManage: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const userId = useAuth((state) => state.user?._id ?? '');
  const posts = usePosts(classId);
  const { items: list } = pagedItems(posts.data?.pages, (page) => page.posts);

  return (
    <Stack gap="sm" data-testid="class-stream">
      {canManage && !readOnly && <PostComposer classId={classId} />}
      <QueryView
        query={posts}
        errorMessage={t('stream.loadFailed')}
        empty={list.length === 0}
        emptyMessage={t('stream.empty')}
      >
        <Stack gap="sm">
          {list.map((post) => (
            <PostCard key={post._id} post={post} userId={userId} canManage={canManage} readOnly={readOnly} />
          ))}
          <ShowMore pages={posts} />
        </Stack>
      </QueryView>
    </Stack>
  );
}
