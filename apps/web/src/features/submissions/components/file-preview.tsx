import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotatedBox, ZoomViewer } from './zoom-viewer';
import '@/shared/i18n/grading-texts';

// pdf.js is large: only the grading screen that shows a PDF downloads it; a Word file's frame likewise.
const PdfPages = lazy(() => import('./pdf-pages'));
const DocxFrame = lazy(() => import('./docx-frame'));

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** The kind of preview a stored file gets; its extension follows the type the server detected. */
export function previewKind(fileName: string): 'image' | 'pdf' | 'docx' | 'doc' | 'none' {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if (extension === 'pdf' || extension === 'docx' || extension === 'doc') return extension;
  return 'none';
}

const loading = (
  <Center py="lg">
    <Loader size="sm" />
  </Center>
);

/** A picture that zooms and turns: its box follows the picture's own proportions once it has loaded. */
function ZoomableImage({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const [aspect, setAspect] = useState<number | null>(null);
  return (
    <ZoomViewer label={t('workflow.previewLabel', { name: fileName })}>
      {(view) => (
        <RotatedBox aspect={aspect ?? 4 / 3} width={view.fitWidth * view.zoom} rotation={view.rotation}>
          <img
            src={url}
            alt={fileName}
            onLoad={(event) => setAspect(event.currentTarget.naturalWidth / event.currentTarget.naturalHeight || 1)}
            style={{ width: '100%', height: '100%', display: 'block', borderRadius: 4 }}
            draggable={false}
          />
        </RotatedBox>
      )}
    </ZoomViewer>
  );
}

/**
 * A submitted file shown in place: pictures and PDF pages zoom and turn, a Word (DOCX) file is
 * shown as its text in a sandboxed frame; a download link always.
 */
export function FilePreview({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const kind = previewKind(fileName);
  const download = (
    <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconDownload size={14} aria-hidden />
        {fileName}
      </Group>
    </Anchor>
  );
  return (
    <Stack gap="xs">
      {download}
      {kind === 'image' && <ZoomableImage key={url} url={url} fileName={fileName} />}
      {kind === 'pdf' && (
        <ZoomViewer label={t('workflow.previewLabel', { name: fileName })}>
          {(view) => (
            <Suspense fallback={loading}>
              <PdfPages key={url} url={url} view={view} />
            </Suspense>
          )}
        </ZoomViewer>
      )}
      {kind === 'docx' && (
        <Suspense fallback={loading}>
          <DocxFrame url={url} fileName={fileName} />
        </Suspense>
      )}
      {(kind === 'doc' || kind === 'none') && (
        <Alert color="gray" variant="light">
          <Text size="sm">{kind === 'doc' ? t('photos.docx.doc') : t('workflow.previewUnavailable')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
