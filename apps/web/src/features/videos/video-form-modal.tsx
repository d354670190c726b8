import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoInput } from '@sinfxona/domain/schemas/videos';
import type { Video } from '@sinfxona/domain/schemas/videos';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { useVideoMutations } from '@/shared/api/videos';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';

interface VideoValues {
  title: string;
  description: string;
  url: string;
  thumbnail: string;
  duration: number | string;
}

const empty: VideoValues = { title: '', description: '', url: '', thumbnail: '', duration: '' };

/** Add or edit a video lesson; the server's errors are shown, never swallowed (SPEC §8). */
export function VideoFormModal({ opened, video, onClose }: { opened: boolean; video: Video | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={video ? t('videos.editTitle') : t('videos.addTitle')} size="lg" centered>
      {opened && <VideoForm key={video?._id ?? 'new'} video={video} onClose={onClose} />}
    </Modal>
  );
}

function VideoForm({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useVideoMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VideoValues>({
    initialValues: video ? { title: video.title, description: video.description, url: video.url, thumbnail: video.thumbnail ?? '', duration: video.duration ?? '' } : empty,
    validate: zodValidate(videoInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const input = videoInput.parse(values);
    try {
      if (video) await update.mutateAsync({ id: video._id, input });
      else await create.mutateAsync(input);
      toast(video ? t('msg.videoUpdated') : t('msg.videoCreated'), { type: 'success' });
      onClose();
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, video ? t('videos.updateFailed') : t('videos.addFailed')));
    }
  });

  return (
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && <Alert color="red" role="alert">{failure}</Alert>}
          <TextInput label={t('videos.title')} required {...form.getInputProps('title')} />
          <Textarea label={t('videos.description')} required autosize minRows={2} {...form.getInputProps('description')} />
          <TextInput label={t('videos.url')} type="url" required placeholder="https://www.youtube.com/watch?v=…" {...form.getInputProps('url')} />
          <TextInput label={t('videos.thumbnail')} type="url" description={t('common.optional')} {...form.getInputProps('thumbnail')} />
          <NumberInput label={t('videos.duration')} description={t('videos.durationHint')} min={1} allowDecimal={false} {...form.getInputProps('duration')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={create.isPending || update.isPending}>{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
  );
}
