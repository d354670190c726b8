import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconMessage, IconPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Post, PostUpdate } from '@sinfxona/domain/schemas/stream';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { useUpdatePost } from '@/features/stream/api/posts';
import { DeletePost, PostEditor, PostMenu } from './post-actions';
import { PostComments } from './post-comments';
import { PostText } from './post-text';

interface Props {
  post: Post;
  userId: string;
  /** A teacher of the class: edits, pins, schedules and deletes posts, and deletes any comment. */
  canManage: boolean;
  readOnly: boolean;
}

/** Whether a post still waits for its time (only the class's teachers see it until then). */
const isScheduled = (post: Post) => post.publishAt !== null && Date.parse(post.publishAt) > Date.now();

/** One announcement: author, time, pinned and scheduled marks, its Markdown, the teacher's actions and the comments. */
export function PostCard({ post, userId, canManage, readOnly }: Props) {
  const { t } = useTranslation();
  const update = useUpdatePost(post.classId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const scheduled = isScheduled(post);

  const change = async (input: PostUpdate) => {
    try {
      await update.mutateAsync({ id: post._id, ...input });
      toast(t('stream.saved'), { type: 'success' });
      return true;
    } catch (error) {
      toast(errorMessage(error, t('stream.saveFailed')), { type: 'error' });
      return false;
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="post-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {post.author.fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(post.publishAt ?? post.createdAt)}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap">
            {post.pinned && (
              <Badge size="sm" variant="light" leftSection={<IconPin size={12} />}>
                {t('stream.pinned')}
              </Badge>
            )}
            {canManage && !readOnly && (
              <PostMenu
                post={post}
                scheduled={scheduled}
                onEdit={() => setEditing(true)}
                onDelete={() => setDeleting(true)}
                onChange={(input) => void change(input)}
              />
            )}
          </Group>
        </Group>
        {scheduled && (
          <Badge
            color="orange"
            variant="light"
            leftSection={<IconClock size={12} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('stream.scheduledFor', { date: formatDateTime(post.publishAt) })}
          </Badge>
        )}
        {editing ? (
          <PostEditor post={post} onSave={(text) => change({ text })} onClose={() => setEditing(false)} />
        ) : (
          <PostText text={post.text} />
        )}
        <Group gap="xs">
          {post.commentsEnabled || post.commentCount > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMessage size={14} />}
              aria-expanded={commentsOpen}
              onClick={() => setCommentsOpen((open) => !open)}
            >
              {commentsOpen ? t('stream.hideComments') : t('stream.comments', { count: post.commentCount })}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {t('stream.commentsOff')}
            </Text>
          )}
        </Group>
        {commentsOpen && <PostComments post={post} userId={userId} canManage={canManage} readOnly={readOnly} />}
      </Stack>
      {deleting && <DeletePost post={post} onClose={() => setDeleting(false)} />}
    </Paper>
  );
}
