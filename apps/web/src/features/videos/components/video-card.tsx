import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBrandYoutube, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@sinfxona/domain/rules/format';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { ClassBadge } from '@/shared/classes/class-badge';
import { isScheduled, ScheduledBadge } from '@/shared/ui/scheduled-badge';
import { YouTubePlayer } from './youtube-player';

/** One video lesson: player, title, m:ss, its class, description, a YouTube link; Edit and Delete when given. */
export function VideoCard({
  video,
  onEdit,
  onDelete,
  hideClass = false,
}: {
  video: Video;
  onEdit?: () => void;
  onDelete?: () => void;
  /** On a class's own page: its name would only repeat. */
  hideClass?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="video-card">
      <Card.Section>
        <YouTubePlayer url={video.url} title={video.title} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{video.title}</Text>
          {video.duration !== null && <Badge variant="light">{formatDuration(video.duration)}</Badge>}
        </Group>
        {!hideClass && <ClassBadge name={video.className} size="sm" w="fit-content" />}
        {isScheduled(video.publishAt) && <ScheduledBadge publishAt={video.publishAt} />}
        <Text size="sm" c="dimmed" lineClamp={3}>
          {video.description}
        </Text>
        <Group justify="space-between">
          <Anchor href={video.url} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconBrandYoutube size={16} />
              {t('videos.openOnYouTube')}
            </Group>
          </Anchor>
          {onEdit && onDelete && (
            <Group gap={4}>
              <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${video.title}`} onClick={onEdit}>
                <IconEdit size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('common.delete')}: ${video.title}`}
                onClick={onDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
