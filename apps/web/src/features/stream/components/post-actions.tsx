import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import {
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
import { POST_TEXT_MAX, type Post, type PostUpdate } from '@sinfxona/domain/schemas/stream';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { useDeletePost } from '@/features/stream/api/posts';

/** The teacher's menu on a post: edit, pin, comments on or off, publish now (while scheduled), delete. */
export function PostMenu(props: {
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

/** The post's text in place, editable; saved by the card. */
export function PostEditor({
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

/** Asks before deleting a post and its comments. */
export function DeletePost({ post, onClose }: { post: Post; onClose: () => void }) {
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
