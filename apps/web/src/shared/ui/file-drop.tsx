import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatFileSize } from '@sinfxona/domain/rules/format';
import { checkFile } from './file-check';

/** What the picker offers: images, .pdf, .doc and .docx (SPEC §5). */
const DROPZONE_ACCEPT = {
  'image/*': [],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** Drag and drop or pick one file; only the first of several is taken. */
export function FileDrop({
  file,
  onChange,
  label,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const take = async (files: File[]) => {
    const first = files[0];
    if (!first) return;
    const problem = await checkFile(first);
    setError(problem ? t(`msg.${problem}`) : null);
    onChange(problem ? null : first);
  };
  return (
    <Stack gap={6}>
      <Dropzone
        onDrop={(files) => void take(files)}
        onReject={(rejections) => void take(rejections.map((r) => r.file))}
        multiple={false}
        accept={DROPZONE_ACCEPT}
        aria-label={label ?? t('files.drop')}
        inputProps={{ 'aria-label': label ?? t('files.choose') }}
        // The plain file input, not the File System Access picker: the same dialog from a click,
        // Enter or Space in every browser, and one that the end-to-end tests can drive.
        useFsAccessApi={false}
        data-testid="file-drop"
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {file ? <IconFile size={36} stroke={1.5} /> : <IconUpload size={36} stroke={1.5} />}
          </Dropzone.Idle>
          <div>
            <Text fw={500}>{file ? file.name : (label ?? t('files.drop'))}</Text>
            <Text size="sm" c="dimmed">
              {file ? formatFileSize(file.size) : t('files.hint')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
