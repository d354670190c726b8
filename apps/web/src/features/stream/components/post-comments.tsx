import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '@sinfxona/domain/constants';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Post, PostComment } from '@sinfxona/domain/schemas/stream';
import { errorMessage } from '@/shared/api/client';
import { FormFailure } from '@/shared/ui/form-parts';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useAddComment, useComments, useDeleteComment } from '@/features/stream/api/comments';

interface Props {
  post: Post;
  /** The signed-in user: they delete their own comments. */
  userId: string;
  /** A teacher of the class: deletes any comment. */
  canManage: boolean;
  readOnly: boolean;
}

/** A post's comments, oldest first, with a box for a new one when the post takes comments. */
export function PostComments({ post, userId, canManage, readOnly }: Props) {
  const { t } = useTranslation();
  const comments = useComments(post._id);
  const remove = useDeleteComment(post.classId, post._id);
  const list = comments.data ?? [];

  const deleteOne = async (comment: PostComment) => {
    try {
      await remove.mutateAsync(comment._id);
      toast(t('stream.commentDeleted'), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('stream.deleteFailed')), { type: 'error' });
    }
  };

  return (
    <Stack gap="xs" data-testid="post-comments">
      <QueryView
        query={comments}
        errorMessage={t('stream.commentsLoadFailed')}
        empty={list.length === 0}
        emptyMessage={t('stream.noComments')}
      >
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((comment) => (
            <Group
              key={comment._id}
              component="li"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              data-testid="post-comment"
            >
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {comment.author.fullName}
                  </Text>{' '}
                  <Text span c="dimmed" size="xs">
                    {formatDateTime(comment.createdAt)}
                  </Text>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </Text>
              </div>
              {!readOnly && (canManage || comment.author._id === userId) && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('stream.deleteComment')}
                  onClick={() => void deleteOne(comment)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      </QueryView>
      {!readOnly && post.commentsEnabled && <CommentBox post={post} />}
    </Stack>
  );
}

function CommentBox({ post }: { post: Post }) {
  const { t } = useTranslation();
  const add = useAddComment(post.classId, post._id);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    try {
      await add.mutateAsync(text);
      setText('');
    } catch (error) {
      setFailure(errorMessage(error, t('stream.commentFailed')));
    }
  };
  return (
    <Stack gap={6}>
      {/* The box takes the card's width (a phone's too); Send sits under it, at the thumb's side. */}
      <Textarea
        aria-label={t('stream.commentLabel')}
        placeholder={t('stream.commentPlaceholder')}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={COMMENT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={() => void send()} loading={add.isPending} disabled={text.trim() === ''}>
          {t('stream.send')}
        </Button>
      </Group>
      <FormFailure message={failure} />
    </Stack>
  );
}
