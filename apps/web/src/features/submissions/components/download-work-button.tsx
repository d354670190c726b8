import { Button, Loader } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@sinfxona/domain/rules/format';
import { toast } from '@/shared/ui/toast';
import { downloadTaskWork } from '@/features/submissions/api/download-task-work';

/** "Download all (ZIP)": every student's latest work at the task and a grades sheet, in one file. */
export function DownloadWorkButton({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<number | null>(null);
  const download = async () => {
    setLoaded(0);
    try {
      await downloadTaskWork(taskId, setLoaded);
    } catch {
      toast(t('workflow.downloadFailed'), { type: 'error' });
    } finally {
      setLoaded(null);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={loaded === null ? <IconFileZip size={16} /> : <Loader size={14} />}
      onClick={() => void download()}
      disabled={loaded !== null}
    >
      {loaded ? t('workflow.downloading', { size: formatFileSize(loaded) }) : t('workflow.downloadAll')}
    </Button>
  );
}
