import { ActionIcon, Badge, Button, Card, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_COMMENT_MAX } from '@sinfxona/domain/constants';
import type { BankComment } from '@sinfxona/domain/schemas/comment-bank';
import { errorMessage } from '@/shared/api/client';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useCommentBank } from '@/features/comment-bank/api/get-comment-bank';
import { useDeleteBankComment } from '@/features/comment-bank/api/delete-bank-comment';
import { useUpdateBankComment } from '@/features/comment-bank/api/update-bank-comment';

/** The teacher's comment bank: search, edit, delete, and share with the class's teachers (their own comments). */
export function BankManager({ opened, onClose, classId }: { opened: boolean; onClose: () => void; classId: string }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('commentBank.managerTitle')} size="lg">
      <BankList classId={classId} />
    </Dialog>
  );
}

function BankList({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 250);
  const bank = useCommentBank({ q, classId });
  return (
    <Stack>
      <TextInput
        label={t('commentBank.search')}
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <QueryView query={bank} errorMessage={t('commentBank.pickerFailed')}>
        {(comments) =>
          comments.length === 0 ? (
            <EmptyState message={q ? t('commentBank.pickerEmpty') : t('commentBank.pickerEmptyBank')} />
          ) : (
            <Stack gap="xs">
              {comments.map((comment) => (
                <BankItem key={comment._id} comment={comment} classId={classId} />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

function BankItem({ comment, classId }: { comment: BankComment; classId: string }) {
  const { t } = useTranslation();
  const update = useUpdateBankComment();
  const remove = useDeleteBankComment();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const change = async (changes: { text?: string; classId?: string | null }) => {
    try {
      await update.mutateAsync({ id: comment._id, ...changes });
      toast(t('commentBank.updated'), { type: 'success' });
      setEditing(null);
    } catch (error) {
      toast(errorMessage(error, t('commentBank.updateFailed')), { type: 'error' });
    }
  };
  const destroy = async () => {
    try {
      await remove.mutateAsync(comment._id);
      toast(t('commentBank.deleted'), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('commentBank.deleteFailed')), { type: 'error' });
    }
  };

  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="xs">
        {editing !== null ? (
          <>
            <Textarea
              label={t('commentBank.editLabel')}
              autosize
              minRows={2}
              maxLength={BANK_COMMENT_MAX}
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t('commentBank.cancel')}
              </Button>
              <Button
                size="xs"
                loading={update.isPending}
                disabled={!editing.trim()}
                onClick={() => void change({ text: editing })}
              >
                {t('commentBank.confirm')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t('commentBank.usedTimes', { count: comment.useCount })}
            </Text>
            {!comment.mine && (
              <Badge size="xs" variant="light" color="grape">
                {t('commentBank.fromColleague')}
              </Badge>
            )}
          </Group>
          {comment.mine && editing === null && (
            <Group gap={4}>
              <Switch
                size="xs"
                label={t('commentBank.share')}
                checked={comment.classId === classId}
                disabled={update.isPending}
                onChange={(event) => void change({ classId: event.currentTarget.checked ? classId : null })}
              />
              <ActionIcon
                variant="subtle"
                aria-label={t('commentBank.edit')}
                title={t('commentBank.edit')}
                onClick={() => setEditing(comment.text)}
              >
                <IconPencil size={16} />
              </ActionIcon>
              {confirming ? (
                <Group gap={4}>
                  <Button size="compact-xs" color="red" loading={remove.isPending} onClick={() => void destroy()}>
                    {t('commentBank.delete')}
                  </Button>
                  <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
                    {t('commentBank.cancel')}
                  </Button>
                </Group>
              ) : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('commentBank.delete')}
                  title={t('commentBank.deleteConfirm')}
                  onClick={() => setConfirming(true)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
