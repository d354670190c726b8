import { ActionIcon, Anchor, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandYoutube, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@sinfxona/domain/rules/format';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { errorMessage } from '@/shared/api/client';
import { useVideoMutations, useVideos } from '@/shared/api/videos';
import { useAuth } from '@/shared/auth/auth-store';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { VideoFormModal } from './video-form-modal';
import { YouTubePlayer } from './youtube-player';

/** The video lessons of both roles; teachers also add, edit and delete. */
export default function VideosPage() {
  const { t } = useTranslation();
  const isTeacher = useAuth((state) => state.isTeacher);
  const videos = useVideos();
  const { remove } = useVideoMutations();
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

  if (videos.isPending) return <LoadingState />;
  if (videos.isError) return <ErrorState message={t('videos.loadFailed')} onRetry={() => void videos.refetch()} />;
  const list = videos.data.videos;

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" data-testid="video-count">{t('videos.count', { count: videos.data.pagination.total })}</Text>
        {isTeacher && <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ video: null })}>{t('videos.add')}</Button>}
      </Group>
      {list.length === 0 ? (
        <EmptyState message={t('videos.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((video) => (
            <Card key={video._id} withBorder radius="md" padding="md" data-testid="video-card">
              <Card.Section><YouTubePlayer url={video.url} title={video.title} /></Card.Section>
              <Stack gap={6} mt="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{video.title}</Text>
                  {video.duration !== null && <Badge variant="light">{formatDuration(video.duration)}</Badge>}
                </Group>
                <Text size="sm" c="dimmed" lineClamp={3}>{video.description}</Text>
                <Group justify="space-between">
                  <Anchor href={video.url} target="_blank" rel="noreferrer" size="sm">
                    <Group gap={4} component="span"><IconBrandYoutube size={16} />{t('videos.openOnYouTube')}</Group>
                  </Anchor>
                  {isTeacher && (
                    <Group gap={4}>
                      <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${video.title}`} onClick={() => setEditing({ video })}><IconEdit size={18} /></ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')}: ${video.title}`} onClick={() => setDeleting(video)}><IconTrash size={18} /></ActionIcon>
                    </Group>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {isTeacher && <VideoFormModal opened={editing !== null} video={editing?.video ?? null} onClose={() => setEditing(null)} />}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('videos.deleteTitle')} centered>
        <Text>{t('videos.deleteConfirm', { title: deleting?.title })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>{t('common.cancel')}</Button>
          <Button color="red" onClick={() => void confirmDelete()} loading={remove.isPending}>{t('common.delete')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
