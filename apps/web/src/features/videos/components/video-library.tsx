import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { errorMessage } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { pagedItems } from '@/shared/api/pages';
import { ShowMore } from '@/shared/ui/show-more';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { TopicSections } from '@/shared/ui/topic-sections';
import { useDeleteVideo } from '@/features/videos/api/delete-video';
import { useVideoPages } from '@/features/videos/api/get-videos';
import { VideoCard } from './video-card';
import { VideoFormModal } from './video-form-modal';

/**
 * The video lessons of one class or of all the user's classes, with the total; teachers also add,
 * edit and delete (not in an archived class, which is read-only).
 */
export function VideoLibrary({
  classId,
  inClassPage = false,
  readOnly = false,
}: {
  classId?: string;
  /** On the class's own page: new videos go into it and the cards don't repeat its name. */
  inClassPage?: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const canEdit = useAuth((state) => state.isTeacher) && !readOnly;
  const videos = useVideoPages(classId);
  const firstPage = videos.data?.pages[0];
  const remove = useDeleteVideo();
  const [editing, setEditing] = useState<{ video: Video | null } | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast(t('msg.videoDeleted'), { type: 'success' });
      setDeleting(null);
    } catch (error) {
      toast(errorMessage(error, t('videos.deleteFailed')), { type: 'error' });
    }
  };

  return (
    <QueryView query={videos} errorMessage={t('videos.loadFailed')}>
      {({ pages }) => {
        const { items: list, total } = pagedItems(pages, (page) => page.videos);
        return (
          <Stack>
            <Group justify="space-between">
              <Text c="dimmed" data-testid="video-count">
                {t('videos.count', { count: total })}
              </Text>
              {canEdit && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ video: null })}>
                  {t('videos.add')}
                </Button>
              )}
            </Group>
            {list.length === 0 ? (
              <EmptyState message={t('videos.empty')} />
            ) : (
              <TopicSections items={list}>
                {(items) => (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                    {items.map((video) => (
                      <VideoCard
                        key={video._id}
                        video={video}
                        hideClass={inClassPage}
                        onEdit={canEdit ? () => setEditing({ video }) : undefined}
                        onDelete={canEdit ? () => setDeleting(video) : undefined}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </TopicSections>
            )}
            <ShowMore pages={videos} summary={t('videos.shownOfTotal', { shown: list.length, total })} />
            {canEdit && (
              <VideoFormModal
                opened={editing !== null}
                video={editing?.video ?? null}
                classId={inClassPage ? classId : undefined}
                topics={firstPage?.topics ?? []}
                onClose={() => setEditing(null)}
              />
            )}
            <ConfirmModal
              opened={deleting !== null}
              title={t('videos.deleteTitle')}
              confirmLabel={t('common.delete')}
              loading={remove.isPending}
              onConfirm={() => void confirmDelete()}
              onClose={() => setDeleting(null)}
            >
              {t('videos.deleteConfirm', { title: deleting?.title })}
            </ConfirmModal>
          </Stack>
        );
      }}
    </QueryView>
  );
}
