import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '@sinfxona/domain/constants';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { commentInput } from '@sinfxona/domain/schemas/submissions';
import { errorMessage } from '@/shared/api/client';
import { QueryView } from '@/shared/ui/states';
import { zodValidate } from '@/shared/ui/zod-form';
import { useAddComment } from '@/features/submissions/api/add-comment';
import { useComments } from '@/features/submissions/api/get-comments';
import { FormFailure } from '@/shared/ui/form-parts';

/**
 * The private thread between a student and their class's teachers about one piece of work (all
 * its attempts), oldest first, with a box to add to it.
 */
export function CommentThread({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const comments = useComments(submissionId);
  return (
    <Stack gap="xs" data-testid="comment-thread">
      <Group gap={6}>
        <IconLock size={16} aria-hidden />
        <Title order={3} size="h5">
          {t('workflow.comments')}
        </Title>
      </Group>
      <Text size="xs" c="dimmed">
        {t('workflow.commentsHint')}
      </Text>
      <QueryView
        query={comments}
        errorMessage={t('workflow.commentsFailed')}
        empty={comments.data?.length === 0}
        emptyMessage={t('workflow.noComments')}
      >
        {(list) => (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((comment) => (
              <Paper key={comment._id} component="li" withBorder p="xs" radius="sm">
                <Group gap={6} mb={2}>
                  <Text size="sm" fw={600}>
                    {comment.author.fullName}
                  </Text>
                  <Badge size="xs" variant="light" color={comment.author.role === 'teacher' ? 'grape' : 'blue'}>
                    {t(`common.${comment.author.role}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(comment.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.text}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
      <CommentForm submissionId={submissionId} />
    </Stack>
  );
}

function CommentForm({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const add = useAddComment();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { text: '' }, validate: zodValidate(commentInput) });
  const submit = form.onSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await add.mutateAsync({ submissionId, text });
      form.reset();
    } catch (error) {
      setFailure(errorMessage(error, t('workflow.commentFailed')));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <FormFailure message={failure} />
        <Textarea
          label={t('workflow.commentLabel')}
          placeholder={t('workflow.commentPlaceholder')}
          autosize
          minRows={2}
          maxLength={COMMENT_MAX}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" variant="light" loading={add.isPending}>
            {t('workflow.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
