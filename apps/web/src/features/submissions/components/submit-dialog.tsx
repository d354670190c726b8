import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { SUCCESS_DIALOG_CLOSE_MS } from '@/shared/config/ui';
import { checkFile, FILE_INPUT_ACCEPT } from '@/shared/ui/file-check';
import { useSubmitWork } from '@/features/submissions/api/submit-work';
import { Dialog } from '@/shared/ui/dialog';
import { LateSubmitNotice, useHandInState } from '@/shared/late/late-submit-notice';

type DialogState = 'idle' | 'uploading' | 'success' | 'error';

/** The simple submit dialog (SPEC §2): pick a file, submit, see success, closes after 1.5 s. Keyed by task. */
export function SubmitDialog({
  task,
  onClose,
}: {
  task: { _id: string; title: string; classId?: string; deadline?: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const submitWork = useSubmitWork();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<DialogState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const { closed } = useHandInState(task);

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

  const submit = async () => {
    if (!task || !file) return;
    setState('uploading');
    setMessage(null);
    try {
      await submitWork.mutateAsync({ taskId: task._id, file, onProgress: setPercent });
      setState('success');
    } catch (error) {
      setState('error');
      setMessage(errorMessage(error, t('submissions.submitFailed')));
    }
  };

  return (
    <Dialog opened={task !== null} onClose={onClose} title={task?.title} centered>
      <Stack>
        {state === 'success' ? (
          <Alert color="green" icon={<IconCheck size={18} />} role="status">
            {t('submissions.submitted')}
          </Alert>
        ) : (
          <>
            <FileButton onChange={(picked) => void choose(picked)} accept={FILE_INPUT_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPaperclip size={16} />}
                  disabled={state === 'uploading'}
                >
                  {t('files.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c={file ? undefined : 'dimmed'} data-testid="chosen-file">
              {file ? file.name : t('files.none')}
            </Text>
            <LateSubmitNotice task={task} />
            {state === 'uploading' && <Progress value={percent} animated aria-label={t('files.uploading')} />}
            {state === 'error' && message && (
              <Alert color="red" role="alert">
                {message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={state === 'uploading'}>
                {t('common.cancel')}
              </Button>
              {!closed && (
                <Button onClick={() => void submit()} disabled={!file} loading={state === 'uploading'}>
                  {t('common.submit')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
