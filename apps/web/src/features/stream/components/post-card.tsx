import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  IconClock,
  IconDots,
  IconMessage,
  IconMessageOff,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { POST_TEXT_MAX, type Post, type PostUpdate } from '@sinfxona/domain/schemas/stream';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { useDeletePost, useUpdatePost } from '@/features/stream/api/posts';
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

function PostMenu(props: {
  post: Post;
  scheduled: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onChange: (input: PostUpdate) => void;
}) {
  const { t } = useTranslation();
  const { post, scheduled, onChange } = props;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('stream.actions')}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={props.onEdit}>
          {t('stream.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={post.pinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
          onClick={() => onChange({ pinned: !post.pinned })}
        >
          {t(post.pinned ? 'stream.unpinAction' : 'stream.pinAction')}
        </Menu.Item>
        <Menu.Item
          leftSection={post.commentsEnabled ? <IconMessageOff size={14} /> : <IconMessage size={14} />}
          onClick={() => onChange({ commentsEnabled: !post.commentsEnabled })}
        >
          {t(post.commentsEnabled ? 'stream.commentsOffAction' : 'stream.commentsOnAction')}
        </Menu.Item>
        {scheduled && (
          <Menu.Item leftSection={<IconSend size={14} />} onClick={() => onChange({ publishAt: null })}>
            {t('stream.publishNow')}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={props.onDelete}>
          {t('stream.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function PostEditor({
  post,
  onSave,
  onClose,
}: {
  post: Post;
  onSave: (text: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(post.text);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await onSave(text);
    setSaving(false);
    if (saved) onClose();
  };
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t('stream.edit')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={POST_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          {t('stream.cancel')}
        </Button>
        <Button size="xs" loading={saving} disabled={text.trim() === ''} onClick={() => void save()}>
          {t('stream.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function DeletePost({ post, onClose }: { post: Post; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePost(post.classId);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await remove.mutateAsync(post._id);
      toast(t('stream.deleted'), { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('stream.deleteFailed')));
    }
  };
  return (
    <ConfirmModal
      opened
      title={t('stream.deleteTitle')}
      confirmLabel={t('stream.delete')}
      loading={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text>{t('stream.deleteConfirm')}</Text>
        <FormFailure message={failure} />
      </Stack>
    </ConfirmModal>
  );
}
