import { Button, Group, Paper, Stack, Switch, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_TEXT_MAX } from '@sinfxona/domain/schemas/stream';
import { errorMessage } from '@/shared/api/client';
import { DateTimeField } from '@/shared/ui/date-time-field';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { useCreatePost } from '@/features/stream/api/posts';

/**
 * A teacher's new announcement: Markdown text, pinned or not, comments on or off, and optionally a
 * time to appear (until then only the class's teachers see it).
 */
export function PostComposer({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const create = useCreatePost(classId);
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState(false);
  const [commentsEnabled, setCommentsEnabled] = useState(true);
  const [scheduling, setScheduling] = useState(false);
  /** Local date-time as the picker gives it, e.g. `2026-12-01 14:00:00`. */
  const [publishAt, setPublishAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scheduled = scheduling && publishAt !== null;

  const submit = async () => {
    setFailure(null);
    try {
      await create.mutateAsync({
        text,
        pinned,
        commentsEnabled,
        ...(scheduled ? { publishAt: dayjs(publishAt).toISOString() } : {}),
      });
      toast(t(scheduled ? 'stream.scheduled' : 'stream.posted'), { type: 'success' });
      setText('');
      setPinned(false);
      setCommentsEnabled(true);
      setScheduling(false);
      setPublishAt(null);
    } catch (error) {
      setFailure(errorMessage(error, t('stream.postFailed')));
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="post-composer">
      <Stack gap="xs">
        <Textarea
          label={t('stream.composerLabel')}
          placeholder={t('stream.composerPlaceholder')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={POST_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group gap="md">
          <Switch
            label={t('stream.pin')}
            checked={pinned}
            onChange={(event) => setPinned(event.currentTarget.checked)}
          />
          <Switch
            label={t('stream.allowComments')}
            checked={commentsEnabled}
            onChange={(event) => setCommentsEnabled(event.currentTarget.checked)}
          />
          <Switch
            label={t('stream.schedule')}
            checked={scheduling}
            onChange={(event) => setScheduling(event.currentTarget.checked)}
          />
        </Group>
        {scheduling && (
          <DateTimeField
            label={t('stream.publishAt')}
            value={publishAt}
            onChange={(value) => setPublishAt(value)}
            minDate={new Date()}
            clearable
          />
        )}
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={create.isPending} disabled={text.trim() === ''}>
            {t(scheduled ? 'stream.scheduleButton' : 'stream.post')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
