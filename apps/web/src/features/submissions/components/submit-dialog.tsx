import {
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconCheck, IconPaperclip } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { SUCCESS_DIALOG_CLOSE_MS } from '@/shared/config/ui';
import { checkFile, FILE_INPUT_ACCEPT } from '@/shared/ui/file-check';
import { useSubmitWork } from '@/features/submissions/api/submit-work';
import { Dialog } from '@/shared/ui/dialog';
import { HandInTimeNote, UploadProgress } from './upload-progress';
import { LateSubmitNotice, useHandInState } from '@/shared/late/late-submit-notice';
import { useAuth } from '@/shared/auth/auth-store';
import { handInOrQueue } from '@/features/submissions/outbox/hand-in-or-queue';
import { useQueuedState } from '@/features/submissions/outbox/outbox-status';
import { QueuedHandIn } from '@/features/submissions/outbox/queued-hand-in';
import '@/shared/i18n/grading-texts';

// Loaded when a student turns to photos: the shrinking and the list are not in the dashboard's start.
const PhotoPicker = lazy(() => import('./photo-picker'));

type DialogState = 'idle' | 'uploading' | 'success' | 'queued' | 'error';
type Mode = 'document' | 'photos';

/**
 * The simple submit dialog (SPEC §2): pick one file — or photos of the notebook's pages, handed in
 * as one PDF — submit, see success, closes after 1.5 s. Keyed by task.
 */
export function SubmitDialog({
  task,
  onClose,
}: {
  task: { _id: string; title: string; classId?: string; deadline?: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const submitWork = useSubmitWork();
  const [mode, setMode] = useState<Mode>('document');
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[] | null>(null);
  const [state, setState] = useState<DialogState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const { closed } = useHandInState(task);
  const userId = useAuth((auth) => auth.user?._id ?? '');
  // A hand-in queued earlier for this task: its state shows, and a new one replaces it.
  const queued = useQueuedState(task?._id ?? '');

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(onClose, SUCCESS_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, onClose]);

  const choose = async (picked: File | null) => {
    if (!picked) return;
    const problem = await checkFile(picked);
    setFile(problem ? null : picked);
    setState(problem ? 'error' : 'idle');
    setMessage(problem ? t(`msg.${problem}`) : null);
  };

  const ready = mode === 'document' ? file !== null : photos !== null;
  const submit = async () => {
    if (!task || !ready) return;
    setState('uploading');
    setMessage(null);
    setPercent(0);
    const work = { taskId: task._id, ...(mode === 'document' ? { file } : { photos: photos ?? [] }) };
    try {
      const outcome = await handInOrQueue(
        () => submitWork.mutateAsync({ ...work, onProgress: setPercent, onReconnecting: setReconnecting }),
        { ...work, userId },
      );
      setState(outcome === 'sent' ? 'success' : 'queued');
    } catch (error) {
      setState('error');
      setMessage(errorMessage(error, t('submissions.submitFailed')));
    }
  };

  const uploading = state === 'uploading';
  return (
    <Dialog opened={task !== null} onClose={onClose} title={task?.title} centered>
      <Stack>
        {state === 'success' ? (
          <Alert color="green" icon={<IconCheck size={18} />} role="status">
            {t('submissions.submitted')}
          </Alert>
        ) : state === 'queued' ? (
          <>
            <QueuedHandIn taskId={task?._id ?? ''} />
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Group>
          </>
        ) : (
          <>
            {task && <QueuedHandIn taskId={task._id} />}
            <SegmentedControl
              fullWidth
              value={mode}
              onChange={(value) => {
                setMode(value as Mode);
                setMessage(null);
                setState('idle');
              }}
              disabled={uploading}
              aria-label={t('photos.modeLabel')}
              data={[
                { value: 'document', label: t('photos.modeDocument') },
                { value: 'photos', label: t('photos.modePhotos') },
              ]}
            />
            {mode === 'document' ? (
              <>
                <FileButton onChange={(picked) => void choose(picked)} accept={FILE_INPUT_ACCEPT}>
                  {(props) => (
                    <Button {...props} variant="light" leftSection={<IconPaperclip size={16} />} disabled={uploading}>
                      {t('files.choose')}
                    </Button>
                  )}
                </FileButton>
                <Text size="sm" c={file ? undefined : 'dimmed'} data-testid="chosen-file">
                  {file ? file.name : t('files.none')}
                </Text>
              </>
            ) : (
              <Suspense
                fallback={
                  <Center py="sm">
                    <Loader size="sm" />
                  </Center>
                }
              >
                <PhotoPicker disabled={uploading} onChange={setPhotos} />
              </Suspense>
            )}
            <LateSubmitNotice task={task} />
            {uploading && mode === 'document' ? (
              <UploadProgress percent={percent} reconnecting={reconnecting} />
            ) : (
              uploading && <Progress value={percent} animated aria-label={t('files.uploading')} />
            )}
            {!uploading && <HandInTimeNote />}
            {queued && queued.phase !== 'sent' && <Text size="sm">{t('outbox.replaceNote')}</Text>}
            {state === 'error' && message && (
              <Alert color="red" role="alert">
                {message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={uploading}>
                {t('common.cancel')}
              </Button>
              {!closed && (
                <Button onClick={() => void submit()} disabled={!ready} loading={uploading}>
                  {queued && queued.phase !== 'sent' ? t('outbox.replaceSubmit') : t('common.submit')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
