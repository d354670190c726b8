import { Button, Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { fromSchoolWallTime, toSchoolWallTime } from '@sinfxona/domain/rules/school-wall-time';
import { videoInput, videoUpdateInput, type Video } from '@sinfxona/domain/schemas/videos';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { ClassSelect, WithClassChoice } from '@/shared/classes/class-select';
import { toast } from '@/shared/ui/toast';
import { PublishAtInput, TopicInput } from '@/shared/ui/schedule-fields';
import { isScheduled } from '@/shared/ui/scheduled-badge';
import { zodValidate } from '@/shared/ui/zod-form';
import { useCreateVideo } from '@/features/videos/api/create-video';
import { useUpdateVideo } from '@/features/videos/api/update-video';
import { FormFailure } from '@/shared/ui/form-parts';
import { Dialog } from '@/shared/ui/dialog';

interface VideoValues {
  classId: string | null;
  title: string;
  description: string;
  url: string;
  thumbnail: string;
  duration: number | string;
  topic: string;
  /** The school's wall-clock time to publish at, null for now; undefined once the video is out. */
  publishAt?: string | null;
}

/** What the shared schema checks; a missing class is `undefined` ("Choose a class"). */
/** An address to show the expected form of a link; not text to translate. */
const YOUTUBE_URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';

const toVideoInput = ({ publishAt, ...values }: VideoValues) => ({
  ...values,
  classId: values.classId ?? undefined,
  ...(publishAt !== undefined ? { publishAt: publishAt ? fromSchoolWallTime(publishAt) || publishAt : '' } : {}),
});

interface VideoFormProps {
  video: Video | null;
  /** The class a new video starts in (the class page's); else the switcher's, else the only one. */
  classId?: string;
  onClose: () => void;
  /** The topics already used (suggestions). */
  topics?: string[];
}

/** Add or edit a video lesson in one of the teacher's classes; the server's errors are shown, never swallowed (SPEC §8). */
export function VideoFormModal({ opened, ...props }: VideoFormProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={props.onClose}
      title={props.video ? t('videos.editTitle') : t('videos.addTitle')}
      size="lg"
      centered
    >
      {opened && <VideoFormWithClasses key={props.video?._id ?? 'new'} {...props} />}
    </Dialog>
  );
}

function VideoFormWithClasses(props: VideoFormProps) {
  return (
    <WithClassChoice preferred={props.classId}>
      {(classes, initialClassId) => (
        <VideoForm {...props} classes={classes} initialClassId={props.video?.classId ?? initialClassId} />
      )}
    </WithClassChoice>
  );
}

function VideoForm({
  video,
  classes,
  initialClassId,
  onClose,
  topics = [],
}: VideoFormProps & { classes: SchoolClass[]; initialClassId: string | null }) {
  const { t } = useTranslation();
  const create = useCreateVideo();
  const update = useUpdateVideo();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VideoValues>({
    initialValues: {
      classId: initialClassId,
      title: video?.title ?? '',
      description: video?.description ?? '',
      url: video?.url ?? '',
      thumbnail: video?.thumbnail ?? '',
      duration: video?.duration ?? '',
      topic: video?.topic ?? '',
      ...(!video
        ? { publishAt: null }
        : isScheduled(video.publishAt)
          ? { publishAt: toSchoolWallTime(video.publishAt) }
          : {}),
    },
    validate: zodValidate(videoInput, toVideoInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      if (video) {
        // The class is sent only when it changes: sending it moves the video.
        const classId = values.classId === video.classId ? undefined : values.classId;
        await update.mutateAsync({
          id: video._id,
          input: videoUpdateInput.parse({ ...toVideoInput(values), classId: classId ?? undefined }),
        });
      } else {
        await create.mutateAsync(videoInput.parse(toVideoInput(values)));
      }
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
        <FormFailure message={failure} />
        <ClassSelect classes={classes} {...form.getInputProps('classId')} />
        <TextInput label={t('videos.title')} required {...form.getInputProps('title')} />
        <Textarea
          label={t('videos.description')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={t('videos.url')}
          type="url"
          required
          placeholder={YOUTUBE_URL_EXAMPLE}
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('videos.thumbnail')}
          type="url"
          description={t('common.optional')}
          {...form.getInputProps('thumbnail')}
        />
        <NumberInput
          label={t('videos.duration')}
          description={t('videos.durationHint')}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('duration')}
        />
        <TopicInput suggestions={topics} {...form.getInputProps('topic')} />
        {form.values.publishAt !== undefined && <PublishAtInput {...form.getInputProps('publishAt')} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={classes.length === 0}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
